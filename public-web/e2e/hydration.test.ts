// Hydration of the prerendered pages: the browser app takes over the HTML it is given without replacing any of it
// (a mismatch makes React log error #418 and render the page again in the browser, replacing every node) and without an
// error or warning in the console. Guards an upgrade of React, the router or React Query, a change of renderer, and the
// home page's islands (docs/decisions/020). The expiry badges and a store's "Open now" line are left out of the text
// compared: the browser writes them right after hydrating, by design (docs/decisions/005, 014), and a page whose last
// island hydrates in the same task as those effects run would otherwise differ by them (seen on a loaded machine).
import { describe, expect, it } from 'vitest';
import { firstOffer, PHONE, useSite } from './site.js';

declare global {
  interface Window {
    prerendered?: { elements: Element[]; text: string };
    /** The page's visible text without what the browser writes once it has taken over (expiry, open now). */
    textWithoutBadges?: () => string;
  }
}

describe('hydration', () => {
  const site = useSite();

  async function hydrate(path: string) {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    // The prerendered elements and text, taken as soon as the document is parsed: the app starts after first paint.
    await page.addInitScript(() => {
      window.textWithoutBadges = () => {
        const badges = [...document.querySelectorAll<HTMLElement>('.badge.expiry, [data-testid="open-status"]')];
        for (const badge of badges) badge.style.setProperty('display', 'none');
        const text = document.body.innerText;
        for (const badge of badges) badge.style.removeProperty('display');
        return text;
      };
      document.addEventListener('DOMContentLoaded', () => {
        window.prerendered = {
          elements: [...document.body.querySelectorAll('*')],
          text: window.textWithoutBadges?.() ?? '',
        };
      });
    });
    await page.goto(`${site.stack.publicUrl}${path}`);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    const after = await page.evaluate(() => ({
      elements: window.prerendered?.elements.length ?? 0,
      replaced: (window.prerendered?.elements ?? [])
        .filter((element) => !element.isConnected)
        .map((element) => element.outerHTML.slice(0, 120)),
      sameText: window.prerendered?.text === window.textWithoutBadges?.(),
    }));
    await context.close();
    return { ...after, errors };
  }

  it('takes over /, /offers, an offer page and a store page without replacing a node or logging an error', async () => {
    const offer = await firstOffer(site.stack);
    const store = (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=1`)).json()) as {
      data: Array<{ storeId: { _id: string } }>;
    };
    for (const path of ['/', '/offers', `/offerdetails/${offer._id}`, `/store/${store.data[0]?.storeId._id}`]) {
      const result = await hydrate(path);
      expect(result.elements, path).toBeGreaterThan(50);
      expect({ path, replaced: result.replaced, errors: result.errors, sameText: result.sameText }).toEqual({
        path,
        replaced: [],
        errors: [],
        sameText: true,
      });
    }
  });
});

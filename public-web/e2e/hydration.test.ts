// Hydration of the prerendered pages: the browser app takes over the HTML it is given without replacing any of it
// (a mismatch makes React log error #418 and render the page again in the browser, replacing every node) and without an
// error or warning in the console. Guards an upgrade of React, the router or React Query, a change of renderer, and the
// home page's islands (docs/decisions/020). The expiry badges, a store's "Open now" line and an offer's More Offers are
// left out of the text compared: the browser writes them right after hydrating, by design (docs/decisions/005, 014;
// More Offers is one fast local request away, which can land before the test reads the page), and a page whose last
// island hydrates in the same task as those effects run would otherwise differ by them (seen on a loaded machine).
import { describe, expect, it } from 'vitest';
import { firstOffer, holdApp, PHONE, useSite } from './site.js';

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
    // Left out: the badges that count time, and an offer page's More Offers, which the browser loads (ADR 005) and
    // which may arrive before the last island has taken over on a busy machine.
    await page.addInitScript(() => {
      window.textWithoutBadges = () => {
        const badges = [
          ...document.querySelectorAll<HTMLElement>('.badge.expiry, [data-testid="open-status"], .more-offers'),
        ];
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

describe('a slow line (docs/decisions/034)', () => {
  const site = useSite();

  it('holds the lazy images, on the first screen too, until the visitor scrolls or the app has arrived, then takes over', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The phone of issue 24: Chrome's Network Information API calls it 3g.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const imagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imagesAsked.push(new URL(request.url()).pathname);
    });
    // The libraries wait until the test lets them through, so the page stays as the app-less phone sees it.
    const letAppIn = await holdApp(page, 'framework');
    await page.goto(`${site.stack.publicUrl}/offers`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html[data-slow-line]').count()).toBe(1);

    const held = page.locator('img[data-held-src]');
    await expect.poll(() => held.count()).toBeGreaterThan(3);
    const heldSources = await held.evaluateAll((images) => images.map((image) => image.getAttribute('data-held-src')));
    expect(await page.locator('img[data-held-src][src], img[data-held-src][srcset]').count()).toBe(0);
    // The first screen's high-priority pictures (the LCP candidates) load as before; its lazy ones wait, as they
    // would share the line with the app's code (docs/decisions/041).
    const shown = page.locator('.offers-results img[src]').first();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const onScreen = await held.evaluateAll((images) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        })
        .map((image) => image.getAttribute('data-held-src') ?? ''),
    );
    expect(onScreen.length).toBeGreaterThan(0);
    expect(imagesAsked.filter((path) => onScreen.some((source) => source.startsWith(path)))).toEqual([]);

    // One scrolled to is given its picture at once, app or not.
    const cardImages = page.locator('.offers-results img');
    const lastIndex = await cardImages.evaluateAll((images) =>
      images.map((image) => image.hasAttribute('data-held-src')).lastIndexOf(true),
    );
    const last = cardImages.nth(lastIndex);
    const lastSource = heldSources.at(-1) ?? '';
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.getAttribute('src'))).toBe(lastSource);
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const stillHeld = await held.evaluateAll((images) => images.map((image) => image.getAttribute('data-held-src')));
    expect(stillHeld.length).toBeGreaterThan(0);
    // Scrolling gave the first screen's its pictures too.
    expect(stillHeld.filter((source) => onScreen.includes(source ?? ''))).toEqual([]);
    expect(imagesAsked.filter((path) => stillHeld.some((source) => source?.startsWith(path)))).toEqual([]);

    letAppIn();
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    expect(await held.count()).toBe(0);
    const sources = await cardImages.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources).toEqual(expect.arrayContaining(heldSources));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds nothing on a fast line', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.stack.publicUrl}/offers`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html[data-slow-line], img[data-held-src]').count()).toBe(0);
    await context.close();
  });
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_HEADERS } from '../scripts/serve-sites.js';
import { launchBrowser, type Stack, startStack } from './harness.js';

declare global {
  interface Window {
    /** What the page's Content-Security-Policy refused, as the browser reported it. */
    violations?: string[];
    injectedScriptRan?: boolean;
  }
}

/** The answer's headers that the group names, lower-cased as fetch gives them. */
function headersOf(response: Response, ...groups: Array<Record<string, string>>) {
  const expected = Object.fromEntries(groups.flatMap((group) => Object.entries(group)));
  return Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]));
}

/** The same groups, as the answer should carry them. */
const merged = (...groups: Array<Record<string, string>>) =>
  Object.fromEntries(groups.flatMap((group) => Object.entries(group)));

describe('the stack as `make start` serves it', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('serves the prerendered public site, which shows the seeded offers', async () => {
    const page = await browser.newPage();
    await page.goto(stack.publicUrl);
    await expect
      .poll(() => page.getByTestId('home-offer-count').textContent())
      .toMatch(/^Showing 8 of [1-9]\d* Offers$/);
    await page.close();
  });

  it('serves the admin SPA under /admin with a working API proxy and an SPA fallback', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.adminUrl}store`);
    await page.waitForURL(/\/admin\/login$/);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    const health = await fetch(new URL('/backendapi/api/health', stack.adminUrl));
    expect(await health.json()).toEqual({ status: 'ok' });
    await page.close();
  });

  it('sends the security and cache headers Caddy sends: assets immutable, pages short-lived, 404s included', async () => {
    const { everySite, publicSite, adminSite, hashedAssets, publicPages, adminPages } = SITE_HEADERS;
    const html = await fetch(stack.publicUrl);
    expect(html.headers.get('cache-control')).toBe('public, max-age=15, stale-while-revalidate=30');
    expect(headersOf(html, everySite, publicSite, publicPages)).toEqual(merged(everySite, publicSite, publicPages));
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${stack.publicUrl}${asset}`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersOf(script, everySite, publicSite, hashedAssets)).toEqual(merged(everySite, publicSite, hashedAssets));
    const unknownPage = await fetch(`${stack.publicUrl}/no/such/page`);
    expect(unknownPage.status).toBe(404);
    expect(headersOf(unknownPage, everySite, publicSite, publicPages)).toEqual(
      merged(everySite, publicSite, publicPages),
    );
    const missing = await fetch(`${stack.publicUrl}/missing.png`);
    expect(missing.status).toBe(404);
    expect(headersOf(missing, everySite, publicSite)).toEqual(merged(everySite, publicSite));
    const admin = await fetch(`${stack.adminUrl}login`);
    expect(headersOf(admin, everySite, adminSite, adminPages)).toEqual(merged(everySite, adminSite, adminPages));
    expect((await fetch(new URL('/admin/missing.png', stack.adminUrl))).headers.get('x-robots-tag')).toBe(
      'noindex, nofollow',
    );
  });

  it('runs only the inline scripts each page lists by hash: pages hydrate without a violation, others are refused', async () => {
    const listing = (await (await fetch(`${stack.apiUrl}/storeads/adswithstore?limit=1`)).json()) as {
      data: Array<{ _id: string; storeId: { _id: string } }>;
    };
    const offer = listing.data[0];
    // A page an attacker got a script into (its Brotli twin gone, so the edited file is served): the router's scripts
    // still run (the page lists them), the added one does not.
    const about = join(stack.publicDir, 'aboutus/index.html');
    rmSync(`${about}.br`, { force: true });
    writeFileSync(
      about,
      readFileSync(about, 'utf8').replace(
        '<main id="main">',
        '<main id="main"><script>window.injectedScriptRan=true</script>',
      ),
    );
    const paths = [
      '/',
      '/offers?category=Bakeries',
      '/offers/page/2',
      `/offerdetails/${offer?._id}`,
      `/store/${offer?.storeId._id}`,
    ];
    for (const path of [...paths, '/saved', '/offerdetails/999999', '/no/such/page', '/aboutus']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.violations?.push(`${event.violatedDirective} ${event.blockedURI} line ${event.lineNumber}`);
        });
      });
      await page.goto(`${stack.publicUrl}${path}`);
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      const seen = await page.evaluate(() => ({ violations: window.violations, ran: window.injectedScriptRan }));
      await context.close();
      if (path === '/aboutus') {
        expect(seen.ran).toBeUndefined();
        expect(seen.violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline line \d+$/)]);
      } else {
        expect({ path, violations: seen.violations }).toEqual({ path, violations: [] });
      }
    }
  });
});

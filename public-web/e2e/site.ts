// Shared setup of the public-site journeys: one stack and one browser per test file, pages at phone or desktop size.

import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
/** A phone's browser, as a visitor's stats are counted for. */
export const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

export interface Site {
  stack: Stack;
  browser: Browser;
  /**
   * A fresh page (own context: storage, clipboard permission) at the given size, once the app has taken over;
   * `userAgent` replaces headless Chromium's own, which the API's stats ignore as a bot's.
   */
  open(
    path: string,
    viewport?: { width: number; height: number },
    userAgent?: string,
  ): Promise<{ page: Page; errors: string[] }>;
}

export function useSite(): Site {
  const contexts: BrowserContext[] = [];
  const site = {} as Site;
  beforeAll(async () => {
    site.stack = await startStack();
    site.browser = await launchBrowser();
    site.open = async (path, viewport = DESKTOP, userAgent = undefined) => {
      const context = await site.browser.newContext({ viewport, userAgent });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.stack.publicUrl}${path}`);
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      return { page, errors };
    };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await site.browser?.close();
    await site.stack?.stop();
  });
  return site;
}

/**
 * Holds back the app's entry script (or another of its chunks, such as `framework`, the libraries), so the page stays
 * as prerendered until `startApp` is called.
 */
export async function holdApp(page: Page, chunk = 'entry-client'): Promise<() => void> {
  let startApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    startApp = resolve;
  });
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await appHeld;
    await route.continue();
  });
  return startApp;
}

/**
 * Taps the first card's heart while the page is still as prerendered (its app held back), then lets the app in with
 * `release`: the tap must show as pressed at once and the offer be saved once the page has taken over.
 */
export async function expectEarlyHeartKept(page: Page, release: () => void): Promise<void> {
  const heart = page
    .getByTestId('offer-card')
    .first()
    .getByRole('button', { name: /^Save / });
  await heart.click();
  expect(await page.evaluate(() => document.body.hasAttribute('data-hydrated'))).toBe(false);
  expect(await heart.getAttribute('data-tapped')).toBe('');
  release();
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  expect(await heart.getAttribute('data-tapped')).toBeNull();
  const saved = await page.evaluate(() => localStorage.getItem('offerboard_liked_offers'));
  expect(JSON.parse(saved ?? '[]')).toHaveLength(1);
}

/** The scripts a page requests on a phone until it has taken over and the network is idle (paths of the site). */
export async function scriptsLoaded(site: Site, path: string): Promise<string[]> {
  const context = await site.browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.stack.publicUrl}${path}`);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

/** The first offer the public listing shows, through the API. */
export async function firstOffer(stack: Stack, query = '') {
  const response = await fetch(`${stack.apiUrl}/storeads/adswithstore?limit=1${query}`);
  const body = (await response.json()) as {
    data: Array<{ _id: string; title: string; description: string; category: string }>;
  };
  const offer = body.data[0];
  if (!offer) throw new Error('the demo data has no visible offer');
  return offer;
}

/** A bearer token for the demo admin (POST /login). */
export async function adminAuth(stack: Stack): Promise<{ authorization: string }> {
  const response = await fetch(`${stack.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

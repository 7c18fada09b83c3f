import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from './harness.js';

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

  it('sends immutable cache headers for hashed assets and revalidation for HTML', async () => {
    const html = await fetch(stack.publicUrl);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${stack.publicUrl}${asset}`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${stack.publicUrl}/missing.png`)).status).toBe(404);
  });
});

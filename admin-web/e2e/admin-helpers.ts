// Shared steps for the admin browser tests: a signed-in page, real image bytes, toasts and downloads.
import { readFileSync } from 'node:fs';
import { DEMO_ADMIN, regionToday } from '@offerboard/shared-types/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Stack } from '../../e2e/harness.js';

export const ADMIN = DEMO_ADMIN;

/** Signs in through the API once per stack (the login is rate-limited) and reuses the token. */
export async function adminToken(stack: Stack, credentials = ADMIN): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${stack.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; user: unknown };
}

/** A browser context whose localStorage already holds the admin's session. */
export async function signedInContext(
  browser: Browser,
  session: { token: string; user: unknown },
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('offerboard_token')) {
      localStorage.setItem('offerboard_token', stored.token);
      localStorage.setItem('offerboard_user', JSON.stringify(stored.user));
    }
  }, session);
  return context;
}

/** A call to the API as the admin, for arranging data and checking results. */
export async function apiCall<T>(stack: Stack, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.apiUrl}/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A store made through the API in the district's first location and the first category, with a real logo. */
export async function createStore(
  stack: Stack,
  token: string,
  fields: { storeName: string; ownerName: string; contact: string; email: string; address: string; district: string },
): Promise<string> {
  const [location] = await apiCall<{ locationName: string }[]>(
    stack,
    token,
    `locations/getBydistrict?district=${encodeURIComponent(fields.district)}`,
  );
  const [category] = await apiCall<{ title: string }[]>(stack, token, 'category');
  const form = new FormData();
  const all = { ...fields, location: location?.locationName ?? '', category: category?.title ?? '' };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  form.append('logoUrl', new Blob([new Uint8Array(await imageBytes(200, 200))], { type: 'image/png' }), 'logo.png');
  return (await apiCall<{ _id: string }>(stack, token, 'Store', { method: 'POST', body: form }))._id;
}

/** Real image bytes of the given format (PNG by default). */
export function imageBytes(width: number, height: number, format: 'png' | 'gif' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG over 5 MB: random pixels do not compress. */
export async function largePng(): Promise<Buffer> {
  const width = 1400;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761) >>> 24;
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
  return png;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The visible text of the dialog that is open now. */
export function openDialog(page: Page) {
  return page.locator('dialog[open]').last();
}

/** Clicks what starts a download and reads the saved .xlsx back (dates as Dates, with its styles part). */
export async function downloadWorkbook(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  const XLSX = await import('sheetjs-style');
  const book = XLSX.read(readFileSync(path), { type: 'buffer', cellDates: true, cellStyles: true, bookFiles: true });
  // bookFiles keeps the zip entries (not in the typings): the styles part tells whether the header is bold
  const files = (book as unknown as { files: Record<string, { asText(): string }> }).files;
  return { fileName: download.suggestedFilename(), book, XLSX, stylesXml: files['xl/styles.xml']?.asText() ?? '' };
}

/** A day relative to today in the region (YYYY-MM-DD): the API and the ad form count days on the region's clock. */
export function regionDayFromNow(offset: number): string {
  const [year, month, day] = regionToday().split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset)).toISOString().slice(0, 10);
}

// Shared steps for the admin browser tests (the setup itself is admin-suite.ts): the session, calls to the API that
// arrange data, real image bytes, toasts, dialogs and downloads.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays } from '@offerboard/shared-types/offer-status';
import { DEMO_ADMIN, regionToday } from '@offerboard/shared-types/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Stack } from '../../e2e/harness.js';

export const ADMIN = DEMO_ADMIN;
export const LAPTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface AdminSession {
  token: string;
  user: unknown;
}

/** Signs in through the API (the login is rate-limited: once per stack and account). */
export async function adminToken(stack: Stack, credentials = ADMIN): Promise<AdminSession> {
  const response = await fetch(`${stack.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminSession;
}

/** A second admin account, made as an operator does (`make admin-password`), for a test that must not touch the first. */
export function addAdminAccount(stack: Stack, credentials: { email: string; password: string }): void {
  const cli = resolve(import.meta.dirname, '../../api/dist/cli/admin-password.js');
  execFileSync(process.execPath, [cli, '--email', credentials.email], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: stack.dataDir },
    input: `${credentials.password}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

/** A browser context whose localStorage already holds the admin's session. */
export async function signedInContext(
  browser: Browser,
  session: AdminSession,
  viewport = LAPTOP,
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

/** What arranges data through the API as the admin (an adminSuite()). */
interface AdminApi {
  api<T>(path: string, init?: RequestInit): Promise<T>;
}

/** A multipart form of the text fields that have a value (files are added after). */
export function formOf(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

/** A real PNG as a form file. */
export async function pngBlob(width: number, height: number): Promise<Blob> {
  return new Blob([new Uint8Array(await imageBytes(width, height))], { type: 'image/png' });
}

export interface StoreFields {
  storeName: string;
  ownerName?: string;
  contact?: string;
  email?: string;
  address?: string;
  district?: string;
  latitude?: string;
  longitude?: string;
}

/** A real place for a store: the district's first location (Ernakulam unless told) and the first category. */
export async function storePlace(
  admin: AdminApi,
  district = 'Ernakulam',
): Promise<{ district: string; location: string; category: string }> {
  const [location] = await admin.api<{ locationName: string }[]>(
    `locations/getBydistrict?district=${encodeURIComponent(district)}`,
  );
  const [category] = await admin.api<{ title: string }[]>('category');
  return { district, location: location?.locationName ?? '', category: category?.title ?? '' };
}

/** A store made through the API in storePlace() of its district, with a real logo. */
export async function createStore(admin: AdminApi, fields: StoreFields): Promise<string> {
  const form = formOf({
    ownerName: 'Meera Nair',
    contact: '9847022222',
    email: 'owner@example.com',
    address: '4 Temple Road',
    ...fields,
    ...(await storePlace(admin, fields.district)),
  });
  form.append('logoUrl', await pngBlob(200, 200), 'logo.png');
  return (await admin.api<{ _id: string }>('Store', { method: 'POST', body: form }))._id;
}

export interface Ad {
  _id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  adsImages: string[];
  status: string;
  publicUrl: string;
}

/** An offer made through the API for the store, with real images (two unless told). */
export async function createOffer(
  admin: AdminApi,
  storeId: string,
  fields: { title?: string; description: string; startDate: string; endDate: string; offerType?: string },
  images = 2,
): Promise<Ad> {
  const form = formOf({ offerType: 'Flat Discount', ...fields });
  for (let index = 0; index < images; index++) form.append('adsImages', await pngBlob(640, 480), `${index}.png`);
  return admin.api<Ad>(`storeads/${storeId}`, { method: 'POST', body: form });
}

let invitees = 0;

/**
 * The operator invites `email` to own the store and the invitee accepts through the API, as their link's page does
 * (an e-mail that already owns stores gives its password and gains this one): the owner's session. Each accepts from
 * an address of its own: accepting is rate-limited per address, and the browser's own accepts count too.
 */
export async function acceptedOwner(
  admin: AdminApi & { stack: Stack },
  storeId: string,
  { email, password }: { email: string; password: string },
): Promise<AdminSession & { user: { storeIds: string[] } }> {
  const { url } = await admin.api<{ url: string }>(`stores/${storeId}/owner-invites`, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  const response = await fetch(`${admin.stack.apiUrl}/invites/${url.split('/').at(-1)}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.1.${++invitees}` },
    body: JSON.stringify({ password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminSession & { user: { storeIds: string[] } };
}

export interface BannerFields {
  title: 'desktop' | 'mobile';
  linkType?: 'store' | 'offer' | 'url';
  linkTarget?: string;
  startDate?: string;
  endDate?: string;
}

/** A banner made through the API (`title` is its screen type) with a real image. */
export async function createBanner(admin: AdminApi, fields: BannerFields): Promise<{ _id: string }> {
  const form = formOf({ ...fields });
  const [width, height] = fields.title === 'mobile' ? [800, 1000] : [1600, 700];
  form.append('bannerImage', await pngBlob(width, height), 'banner.png');
  return admin.api<{ _id: string }>('banners', { method: 'POST', body: form });
}

/** Changes a banner through the API: the form's fields as the admin saves them, without a new image. */
export function updateBanner(admin: AdminApi, id: string, fields: BannerFields): Promise<{ _id: string }> {
  return admin.api<{ _id: string }>(`banners/${id}`, { method: 'PUT', body: formOf({ ...fields }) });
}

let senders = 0;

/** A visitor's message sent through the public contact form, each from an address of its own (it is rate-limited). */
export async function sendContactMessage(
  stack: Stack,
  message: { name: string; email: string; phone: string; service: string; message: string },
): Promise<void> {
  const sent = await fetch(`${stack.apiUrl}/contact/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${++senders}` },
    body: JSON.stringify(message),
  });
  expect(sent.status).toBe(201);
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

/** Waits until no toast is shown: toasts cover the buttons at the top right, and one under the pointer stays open. */
export async function toastsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 30_000 }).toBe(0);
}

/** The visible text of the dialog that is open now. */
export function openDialog(page: Page) {
  return page.locator('dialog[open]').last();
}

/** Presses a button of the open dialog, after checking what the dialog says when given, and waits for the toast. */
export async function confirmDialog(
  page: Page,
  { says, press, toast }: { says?: string; press: string; toast: string },
): Promise<void> {
  const dialog = openDialog(page);
  if (says) await dialog.getByText(says).waitFor();
  await dialog.getByRole('button', { name: press }).click();
  await expectToast(page, toast);
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
  return addDays(regionToday(), offset);
}

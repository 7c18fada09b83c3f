// Fixtures for the store, category, offer type and banner tests: records made through the API (or, for ads, straight
// into SQLite), image parts, and snapshots of everything a refused request must leave unchanged.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ads } from '../src/db/schema.js';
import type { CategoryView } from '../src/routes/categories/categories.repository.js';
import type { StoreView } from '../src/routes/stores/stores.repository.js';
import { variantsOf } from '../src/services/image-store.js';
import { API, type FilePart, imageBytes, multipart, type TestContext, uploadedFiles } from './helpers.js';

/** A small real image as a form part. */
export async function imagePart(
  field: string,
  filename = 'photo.png',
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<FilePart> {
  return { field, filename, content: await imageBytes(format, 400, 300), type: `image/${format}` };
}

/** A text file dressed up as an image. */
export function textAsPng(field: string, filename = 'notes.png'): FilePart {
  return { field, filename, content: Buffer.from('just some text, not an image\n'), type: 'image/png' };
}

/** One refused form submission and the answer it must get. */
export interface FormCase {
  url?: string;
  fields: Record<string, string | string[]>;
  files?: FilePart[];
  status: number;
  message: string;
}

export async function sendForm(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
  headers: Record<string, string> = ctx.auth,
) {
  return ctx.app.inject({ method, url: `${API}${url}`, headers, payload: multipart(fields, files) });
}

export async function createCategory(ctx: TestContext, title = 'Groceries', photoCount = 1) {
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, i) => imagePart('catPhotographs', `photo-${i}.png`)),
  );
  const response = await sendForm(ctx, 'POST', '/category', { title }, photos);
  if (response.statusCode !== 201) throw new Error(`createCategory failed: ${response.body}`);
  return response.json<CategoryView>();
}

export async function createLocation(ctx: TestContext, district = 'Ernakulam', locationName = 'Kakkanad') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/locations`,
    headers: ctx.auth,
    payload: { district, locationName },
  });
  if (response.statusCode !== 201) throw new Error(`createLocation failed: ${response.body}`);
  return response.json<{ _id: string; district: string; locationName: string }>();
}

export async function createOfferType(ctx: TestContext, title = 'Flat discount') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/offertype`,
    headers: ctx.auth,
    payload: { title },
  });
  if (response.statusCode !== 201) throw new Error(`createOfferType failed: ${response.body}`);
  return response.json<{ _id: string; title: string }>();
}

export interface StoreFormFields {
  storeName: string;
  ownerName: string;
  contact: string;
  email: string;
  address: string;
  district: string;
  location: string;
  category: string;
}

export function storeFields(overrides: Partial<StoreFormFields> = {}): StoreFormFields {
  return {
    storeName: 'Fresh Mart',
    ownerName: 'Anil Kumar',
    contact: '9847012345',
    email: 'owner@freshmart.in',
    address: 'MG Road, Kakkanad',
    district: 'Ernakulam',
    location: 'Kakkanad',
    category: 'Groceries',
    ...overrides,
  };
}

export async function createStore(ctx: TestContext, overrides: Partial<StoreFormFields> = {}) {
  const response = await sendForm(ctx, 'POST', '/Store', { ...storeFields(overrides) }, [
    await imagePart('logoUrl', 'logo.png'),
  ]);
  if (response.statusCode !== 201) throw new Error(`createStore failed: ${response.body}`);
  return response.json<StoreView>();
}

/** An ad row with real stored images, written straight to SQLite (the ads routes are not under test here). */
export async function insertOffer(ctx: TestContext, storeId: string, offerTypeId: string, imageCount = 1) {
  const parts = await Promise.all(Array.from({ length: imageCount }, (_, i) => imagePart('adsImages', `ad-${i}.png`)));
  const images = await ctx.app.images.saveAll(
    'ads',
    parts.map(({ field, filename, content }) => ({ field, filename, buffer: content })),
  );
  return ctx.app.db
    .insert(ads)
    .values({
      storeId: Number(storeId),
      offerTypeId: Number(offerTypeId),
      title: 'Onam offer',
      description: 'Up to 50% off on rice',
      startDate: '2025-01-01',
      endDate: '2099-12-31',
      images,
    })
    .returning()
    .get();
}

const TABLES = [
  'categories',
  'offer_types',
  'stores',
  'ads',
  'ads_fts',
  'ads_words',
  'banners',
  'locations',
  'daily_counters',
];

/** Every row of the tables these resources touch, and every file under uploads/. */
export function snapshot(ctx: TestContext) {
  const rows = Object.fromEntries(
    TABLES.map((table) => [table, ctx.app.db.$client.prepare(`SELECT rowid, * FROM ${table} ORDER BY rowid`).all()]),
  );
  return { rows, files: uploadedFiles(ctx.dataDir) };
}

/** Whether a stored path's main file and all its width variants are on disk. */
export function storedOnDisk(ctx: TestContext, path: string): boolean {
  return variantsOf(path).every((file) => existsSync(join(ctx.dataDir, file)));
}

/** Whether none of a stored path's files are left on disk. */
export function goneFromDisk(ctx: TestContext, path: string): boolean {
  return variantsOf(path).every((file) => !existsSync(join(ctx.dataDir, file)));
}

export const STORED_PATH = {
  categories: /^uploads\/categories\/[a-f0-9]{24}\.\d+x\d+\.webp$/,
  logos: /^uploads\/logos\/[a-f0-9]{24}\.\d+x\d+\.webp$/,
  banners: /^uploads\/banners\/[a-f0-9]{24}\.\d+x\d+\.webp$/,
};

// Printable posters through the real app, read back with poppler's real binaries: the page is A4, its text names the
// store, the offer and its validity, and its QR code, rendered to pixels, decodes to the public page's address.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsqr from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { validityOf } from '../../src/routes/posters/index.js';
import { day, insertOffer, insertStore, today } from '../fixtures/offers-fixtures.js';
import { API, createTestApp } from '../helpers.js';

const run = promisify(execFile);
const PUBLIC_ORIGIN = 'https://offers.example';
const work = mkdtempSync(join(tmpdir(), 'offerboard-posters-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let files = 0;

/** What a person holding the printed page sees: its size, its text, and where its QR code leads. */
async function readPoster(pdf: Buffer) {
  const file = join(work, `poster-${++files}.pdf`);
  writeFileSync(file, pdf);
  const [info, text, png] = await Promise.all([
    run('pdfinfo', [file]),
    run('pdftotext', ['-layout', file, '-']),
    run('pdftoppm', ['-r', '50', '-png', '-singlefile', file], { encoding: 'buffer' }),
  ]);
  const { data, info: size } = await sharp(png.stdout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // jsqr is CommonJS and its function also its own `default`, the only spelling TypeScript's NodeNext types accept.
  const qr = jsqr.default(new Uint8ClampedArray(data), size.width, size.height);
  return { info: info.stdout, text: text.stdout.replace(/\s+/g, ' '), qr: qr?.data };
}

const OWNER = { email: 'owner@silks.example', password: 'owner-password-1' };

/** The app with stores A (Malayalam name, one offer, an owner signed in) and B (one offer). */
async function postersApp() {
  const ctx = await createTestApp({ PUBLIC_ORIGIN });
  const storeA = insertStore(ctx, { storeName: 'മലയാളം Silks' });
  const storeB = insertStore(ctx, { storeName: 'Store B' });
  const offerA = insertOffer(ctx, {
    storeId: storeA,
    title: 'Flat 30% off on sarees',
    startDate: today(),
    endDate: day(3),
  });
  const offerB = insertOffer(ctx, { storeId: storeB });
  const invite = await ctx.app.inject({
    method: 'POST',
    url: `${API}/stores/${storeA}/owner-invites`,
    headers: ctx.auth,
    payload: { email: OWNER.email },
  });
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `${API}/invites/${invite.json().url.split('/').pop()}/accept`,
    payload: { password: OWNER.password },
  });
  const owner = { authorization: `Bearer ${accepted.json().token}` };
  const get = (url: string, headers = ctx.auth) => ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  return { ...ctx, storeA, storeB, offerA, offerB, owner, get };
}

describe('posters', () => {
  it("prints an offer's store, title and validity on A4 with a QR code of its public page, as an attachment", async () => {
    const { get, offerA } = await postersApp();
    const response = await get(`/storeads/${offerA}/poster.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="poster-offer-${offerA}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const poster = await readPoster(response.rawPayload);
    expect(poster.info).toMatch(/Pages:\s+1\n/);
    expect(poster.info).toContain('595.28 x 841.89 pts (A4)');
    expect(poster.qr).toBe(`${PUBLIC_ORIGIN}/offerdetails/${offerA}`);
    expect(poster.text).toContain('മലയാളം Silks');
    expect(poster.text).toContain('Flat 30% off on sarees');
    expect(poster.text).toContain(validityOf(today(), day(3), today()));
    expect(poster.text).toContain('Scan for this offer on OfferBoard');
  });

  it("prints a store's poster for its owner, with a QR code of the store's page", async () => {
    const { get, storeA, owner } = await postersApp();
    const response = await get(`/stores/${storeA}/poster.pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="poster-store-${storeA}.pdf"`);
    const poster = await readPoster(response.rawPayload);
    expect(poster.qr).toBe(`${PUBLIC_ORIGIN}/store/${storeA}`);
    expect(poster.text).toContain('മലയാളം Silks');
  });

  it("answers 403 for another store's poster, 404 for unknown records and 4xx for ids that are not ids", async () => {
    const { app, auth, get, storeA, storeB, offerA, offerB, owner } = await postersApp();
    expect((await get(`/stores/${storeB}/poster.pdf`, owner)).statusCode).toBe(403);
    expect((await get(`/storeads/${offerB}/poster.pdf`, owner)).statusCode).toBe(403);
    expect((await get(`/storeads/${offerA}/poster.pdf`, owner)).statusCode).toBe(200);
    expect((await get('/stores/99999/poster.pdf')).statusCode).toBe(404);
    expect((await get('/storeads/99999/poster.pdf')).statusCode).toBe(404);
    expect((await get('/storeads/99999/poster.pdf', owner)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999']) {
      for (const headers of [auth, owner]) {
        const status = (await get(`/stores/${id}/poster.pdf`, headers)).statusCode;
        expect(status >= 400 && status < 500, `${id}: ${status}`).toBe(true);
      }
    }
    expect((await app.inject({ method: 'GET', url: `${API}/stores/${storeA}/poster.pdf` })).statusCode).toBe(401);
  });

  it('says when an offer runs: till its end, from a later start, or that it ended', () => {
    expect(validityOf('2026-11-01', '2026-11-30', '2026-11-27')).toBe('Valid till 30 Nov 2026');
    expect(validityOf('2026-12-01', '2026-12-31', '2026-11-27')).toBe('Valid 1 Dec 2026 – 31 Dec 2026');
    expect(validityOf('2026-11-01', '2026-11-26', '2026-11-27')).toBe('Ended 26 Nov 2026');
  });
});

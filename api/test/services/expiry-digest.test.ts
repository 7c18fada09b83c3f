// The 09:00 e-mail digest of offers ending soon, through a real SMTP server: each owner gets their own live offers that
// end within 3 days and no one else's, once per region day however often the API restarts, and nothing without SMTP.
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { addDays, regionDayStart } from '../../src/lib/region-time.js';
import { ExpiryDigest } from '../../src/services/expiry-digest.js';
import { Mailer } from '../../src/services/mailer.js';
import { day, insertOffer, insertStore, REGION_TZ } from '../fixtures/offers-fixtures.js';
import { API, createTestApp, type TestContext } from '../helpers.js';
import { MailServer } from '../mail-server.js';

const ADMIN_ORIGIN = 'https://admin.offers.example';
const mail = new MailServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(() => mail.stop());
afterEach(() => {
  vi.useRealTimers();
});

/** The instant the region's clocks show `time` (HH:MM:SS.mmm) on `day`. */
const at = (onDay: string, time: string) =>
  new Date(regionDayStart(onDay, REGION_TZ) + Date.parse(`1970-01-01T${time}Z`));

let run = 0;

/**
 * Three owners (their e-mails unique to this test): A's store has offers ending on `base`, base+2 and base+3 and some
 * that are not live; B's store one ending base+1; C's store one ending in a month. The app they are made through has
 * no SMTP (the apps and digests under test get it).
 */
async function ownersWithOffers(base: string) {
  run += 1;
  const ctx = await createTestApp();
  const email = (name: string) => `${name}${run}@shop.example`;
  const owned = async (name: string) => {
    const storeId = insertStore(ctx, { storeName: `${name.toUpperCase()} Store ${run}` });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `${API}/stores/${storeId}/owner-invites`,
      headers: ctx.auth,
      payload: { email: email(name) },
    });
    const token = invited.json().url.split('/').pop();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `${API}/invites/${token}/accept`,
      payload: { password: 'owner-password-1' },
    });
    expect(accepted.statusCode).toBe(200);
    return storeId;
  };
  const [storeA, storeB, storeC] = [await owned('a'), await owned('b'), await owned('c')];
  const offer = (storeId: number, title: string, endOffset: number, startOffset = -5) =>
    insertOffer(ctx, { storeId, title, startDate: addDays(base, startOffset), endDate: addDays(base, endOffset) });
  offer(storeA, 'Silk ends today', 0);
  offer(storeA, 'Cotton ends in two days', 2);
  offer(storeA, 'Linen ends in three days', 3);
  offer(storeA, 'Wool ended yesterday', -1);
  offer(storeA, 'Denim not started', 2, 1);
  const paused = offer(storeA, 'Paused jute', 1);
  const unpublished = offer(storeA, 'New khadi in review', 1);
  offer(storeB, 'Shoes end tomorrow', 1);
  offer(storeC, 'Books end next month', 30);
  const sql = ctx.app.db.$client;
  sql.prepare('UPDATE ads SET paused_at = ? WHERE id = ?').run(Date.now(), paused);
  sql.prepare('UPDATE ads SET published = 0 WHERE id = ?').run(unpublished);
  return { ctx, storeA, storeB, owners: { a: email('a'), b: email('b'), c: email('c') } };
}

function digestOf(ctx: TestContext) {
  const mailer = new Mailer({ url: smtpUrl, from: 'OfferBoard <no-reply@offers.example>' });
  const digest = new ExpiryDigest(ctx.app.db, mailer, {
    timeZone: REGION_TZ,
    adminOrigin: ADMIN_ORIGIN,
    onSendError: (error) => {
      throw error;
    },
  });
  return { digest, close: () => mailer.close() };
}

const digestDays = (ctx: TestContext) =>
  ctx.app.db.$client.prepare('SELECT day, mails FROM expiry_digests ORDER BY day').all();

describe('the e-mail digest of offers ending soon', () => {
  it("mails each owner their own live offers ending within 3 days, once per day from 09:00, and no one else's", async () => {
    const base = day(3);
    const { ctx, storeA, storeB, owners } = await ownersWithOffers(base);
    const { digest, close } = digestOf(ctx);
    const before = mail.mails.length;

    expect(await digest.sendIfDue(at(base, '08:59:59.999'))).toBeUndefined();
    expect(mail.mails.length).toBe(before);

    expect(await digest.sendIfDue(at(base, '09:00:01.000'))).toEqual({ day: base, mails: 2, offers: 3, failed: 0 });
    const [toA, ...moreToA] = mail.to(owners.a);
    expect(moreToA).toEqual([]);
    expect(toA?.subject).toBe('Ending soon: 2 offers end within 3 days on OfferBoard');
    expect(toA?.text).toContain('- Silk ends today: ends today');
    expect(toA?.text).toContain('- Cotton ends in two days: ends ');
    expect(toA?.text).toContain(`${ADMIN_ORIGIN}/admin/storeads/${storeA}?status=ending-soon`);
    for (const absent of ['Linen', 'Wool', 'Denim', 'jute', 'khadi', 'Shoes', 'Books']) {
      expect(toA?.text).not.toContain(absent);
    }
    const [toB] = mail.to(owners.b);
    expect(toB?.subject).toBe('Ending soon: 1 offer ends within 3 days on OfferBoard');
    expect(toB?.text).toContain('- Shoes end tomorrow: ends tomorrow');
    expect(toB?.text).toContain(`${ADMIN_ORIGIN}/admin/storeads/${storeB}?status=ending-soon`);
    expect(toB?.text).not.toContain('Silk');
    expect(mail.to(owners.c)).toEqual([]);

    expect(await digest.sendIfDue(at(base, '09:30:00.000'))).toBeUndefined();
    expect(await digest.sendIfDue(at(base, '23:59:59.000'))).toBeUndefined();
    expect(await digest.sendIfDue(at(addDays(base, 1), '08:00:00.000'))).toBeUndefined();
    expect(mail.to(owners.a)).toHaveLength(1);

    expect(await digest.sendIfDue(at(addDays(base, 1), '09:05:00.000'))).toMatchObject({ mails: 2, offers: 4 });
    const nextDay = mail.to(owners.a)[1]?.text ?? '';
    expect(nextDay).toContain('Cotton ends in two days: ends tomorrow');
    expect(nextDay).toContain('Linen ends in three days');
    expect(nextDay).toContain('Denim not started'); // it started that day
    expect(nextDay).not.toContain('Silk');
    expect(digestDays(ctx)).toContainEqual({ day: base, mails: 2 });
    close();
  });

  it('goes out at 09:00 from the running API, and a start after 09:00 sends the day’s digest once', async () => {
    const base = day(6);
    const { ctx, owners } = await ownersWithOffers(base);
    const startAt = async (instant: Date) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(instant);
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, SMTP_URL: smtpUrl }));
      await app.ready();
      return app;
    };

    // Down at 09:00, started at 09:30: that day's digest goes out then; a restart at 09:45 sends nothing more.
    await (await startAt(at(base, '09:30:00.000'))).close();
    expect(mail.to(owners.a)).toHaveLength(1);
    await (await startAt(at(base, '09:45:00.000'))).close();
    expect(mail.to(owners.a)).toHaveLength(1);

    // Running at 08:59:59.9 the next day: nothing yet, then the 09:00 timer sends.
    const next = addDays(base, 1);
    const app = await startAt(at(next, '08:59:59.900'));
    expect(mail.to(owners.a)).toHaveLength(1);
    vi.setSystemTime(at(next, '09:00:01.000'));
    await mail.linkTo(owners.a, 1);
    await app.close();
    expect(digestDays(ctx)).toEqual(expect.arrayContaining([expect.objectContaining({ day: next, mails: 2 })]));
  });

  it('sends nothing and says so once without SMTP_URL', async () => {
    const base = day(9);
    const { ctx, owners } = await ownersWithOffers(base);
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)).msg);
        done();
      },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(base, '09:30:00.000'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp(config, { logStream });
    await app.ready();
    await app.close();
    expect(lines.filter((line) => /digest/.test(line))).toEqual([
      'SMTP_URL is not configured: no e-mail digest of offers ending soon is sent',
    ]);
    expect(digestDays(ctx)).toEqual([]);
    expect(mail.to(owners.a)).toEqual([]);
  });
});

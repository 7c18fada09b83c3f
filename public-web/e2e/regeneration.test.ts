// Incremental regeneration against the real API on a seeded database, read from the files on disk: what each kind
// of change rewrites (by mtime), what it removes, the catch-up at start after a crash, and the day boundary.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiResponse } from '@offerboard/shared-types';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../../e2e/harness.js';
import { freePort, waitFor } from '../../scripts/local-server.js';
import { serveSites } from '../../scripts/serve-sites.js';
import { waitForSite } from '../../scripts/site-ready.js';
import { PRERENDERED_LISTING_PAGES } from '../prerender/source.js';
import { PAGE_SIZE } from '../src/features/offers/offer-search.js';

const root = resolve(import.meta.dirname, '../..');
const REGION_OFFSET_MS = 5.5 * 3_600_000; // Asia/Kolkata, the default REGION_TZ, has no daylight saving
const DAY_MS = 86_400_000;

type Offer = ApiResponse<'/backendapi/api/storeads/adswithstore'>['data'][number];

let dataDir = '';
let publicDir = '';
let stateFile = '';
let api: ChildProcess | undefined;
let apiUrl = '';
let env: NodeJS.ProcessEnv = {};

async function startApi(clockOffsetMs = 0): Promise<void> {
  const clock = pathToFileURL(join(import.meta.dirname, 'fixtures/shift-clock.mjs'));
  clock.searchParams.set('offset', String(clockOffsetMs));
  api = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    env: { ...env, NODE_OPTIONS: `--import=${clock.href}` },
    stdio: 'inherit',
    detached: true,
  });
  await waitFor(`${apiUrl}/health`);
}

/** Ends the API and any prerender it started (its process group) at once, as a crash would. */
async function killApi(): Promise<void> {
  const child = api;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGKILL');
  await exited;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function listedOffers(query = ''): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (let page = 1; ; page++) {
    const list = await json<{ data: Offer[]; totalPages: number }>(
      `/storeads/adswithstore?limit=48&page=${page}${query}`,
    );
    offers.push(...list.data);
    if (page >= list.totalPages) return offers;
  }
}

const visibleOffers = () => listedOffers();
/** Visible and ended offers: each has a page (an ended one a small one with its own head, docs/decisions/005). */
const startedOffers = () => listedOffers('&showExpired=true');

async function adminAuth(): Promise<{ authorization: string }> {
  const { token } = await json<{ token: string }>('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  return { authorization: `Bearer ${token}` };
}

function offerForm(offer: Offer, changes: Partial<Offer>): FormData {
  const form = new FormData();
  const fields = { ...offer, ...changes };
  for (const key of ['startDate', 'endDate', 'offerType', 'description'] as const) form.append(key, fields[key]);
  for (const image of offer.adsImages) form.append('existingImages', image);
  return form;
}

async function editOffer(offer: Offer, description: string): Promise<void> {
  await json(`/storeads/${offer._id}`, {
    method: 'PUT',
    headers: await adminAuth(),
    body: offerForm(offer, { description }),
  });
}

/** A new offer of the first visible offer's store, with one of the seeded images. */
async function createOffer(startDate: string, endDate: string, description: string): Promise<Offer> {
  const [template] = await visibleOffers();
  if (!template) throw new Error('no visible offer');
  const imageDir = join(dataDir, 'uploads/ads');
  const image = readdirSync(imageDir).find((name) => /\.\d+x\d+\.webp$/.test(name)) ?? '';
  const form = offerForm({ ...template, adsImages: [] }, { startDate, endDate, description });
  form.append('adsImages', new Blob([readFileSync(join(imageDir, image))], { type: 'image/webp' }), 'offer.webp');
  return json<Offer>(`/storeads/${template.storeId._id}`, { method: 'POST', headers: await adminAuth(), body: form });
}

const regionToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every file of the site but the hashed assets, with its mtime. */
function snapshot(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== '.vite') walk(full);
      } else files.set(relative(publicDir, full), statSync(full).mtimeMs);
    }
  };
  walk(publicDir);
  return files;
}

function difference(before: Map<string, number>, after: Map<string, number>) {
  const changed = [...after].filter(([file, mtime]) => before.has(file) && before.get(file) !== mtime);
  return {
    changed: changed.map(([file]) => file).sort(),
    added: [...after.keys()].filter((file) => !before.has(file)).sort(),
    removed: [...before.keys()].filter((file) => !after.has(file)).sort(),
  };
}

/** A page's files in English and under ml/, in Malayalam: every page is written in both (docs/decisions/047). */
const inBoth = (files: string[]) => files.flatMap((file) => [file, `ml/${file}`]);
/** A page nearly every visit lands on keeps a Brotli twin; an offer or store page has none (docs/decisions/011). */
const pageFiles = (dir: string) => inBoth([`${dir}index.html`, `${dir}index.html.br`]);
const offerFiles = (id: string) => inBoth([`offerdetails/${id}/index.html`]);
const storeFiles = (id: string) => inBoth([`store/${id}/index.html`]);
const storeDirs = () => (existsSync(join(publicDir, 'store')) ? readdirSync(join(publicDir, 'store')).sort() : []);
/** The plain listing's pages past the first, for this many visible offers (only the first pages are prerendered). */
const listingFiles = (visible: number) =>
  inBoth(
    Array.from(
      { length: Math.max(0, Math.min(Math.ceil(visible / PAGE_SIZE), PRERENDERED_LISTING_PAGES) - 1) },
      (_, index) => `offers/page/${index + 2}/index.html`,
    ),
  );
/** The listing page showing the offer at this place (from 0) of the listing, if it is a prerendered one past the first. */
const listingFileOf = (place: number) => {
  const page = Math.floor(place / PAGE_SIZE) + 1;
  return page > 1 && page <= PRERENDERED_LISTING_PAGES ? inBoth([`offers/page/${page}/index.html`]) : [];
};
const listingPagesOnDisk = () =>
  ['', 'ml/'].flatMap((language) =>
    existsSync(join(publicDir, language, 'offers/page'))
      ? readdirSync(join(publicDir, language, 'offers/page')).map((page) => `${language}offers/page/${page}/index.html`)
      : [],
  );
/** The stores the visible offers belong to: each has a page. */
const storesWithOffers = (offers: Offer[]) => [...new Set(offers.map((offer) => offer.storeId._id))].sort();
const stateMtime = () => (existsSync(stateFile) ? statSync(stateFile).mtimeMs : 0);
const pageText = (id: string) => readFileSync(join(publicDir, 'offerdetails', id, 'index.html'), 'utf8');

/** Waits until no regeneration holds the site's lock: every file of the last run is in place. */
async function waitForIdle(): Promise<void> {
  await expect.poll(() => existsSync(`${stateFile}.lock`), { timeout: 60_000, interval: 100 }).toBe(false);
}

/** A run that changes any page also rewrites the state file, after every page: then the run is complete. */
async function waitForRun(since: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (stateMtime() <= since) {
    if (Date.now() > deadline) throw new Error(`No regeneration finished within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

beforeAll(async () => {
  const stack = await seededDataDir();
  ({ dataDir, publicDir, env } = stack);
  stateFile = `${publicDir}.prerender.json`;
  apiUrl = `http://127.0.0.1:${stack.apiPort}/backendapi/api`;
  await startApi();
  await waitForSite(publicDir);
  await waitForRun(0);
});

afterAll(async () => {
  await killApi();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

describe('incremental regeneration', () => {
  it('renders every page at start when there are none', async () => {
    const offers = await startedOffers();
    expect(offers.length).toBeGreaterThan((await visibleOffers()).length);
    const pages = readdirSync(join(publicDir, 'offerdetails')).sort();
    expect(pages).toEqual(offers.map((offer) => offer._id).sort());
    expect(storeDirs()).toEqual(storesWithOffers(await visibleOffers()));
    expect(listingPagesOnDisk().sort()).toEqual(listingFiles((await visibleOffers()).length).sort());
    expect(listingPagesOnDisk().length).toBeGreaterThan(2);
    for (const file of ['index.html', 'offers/index.html', 'aboutus/index.html', 'sitemap.xml', 'shell.html']) {
      expect(existsSync(join(publicDir, file)), file).toBe(true);
    }
  });

  it('keeps a Brotli twin of the home page, the list and the sitemap only; offer and store pages have none', async () => {
    const [offer] = await visibleOffers();
    if (!offer) throw new Error('no visible offer');
    for (const file of ['index.html', 'offers/index.html', 'aboutus/index.html', 'shell.html', 'sitemap.xml']) {
      expect(existsSync(join(publicDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(publicDir, `${file}.gz`)), file).toBe(false);
    }
    const files = [...snapshot().keys()];
    expect(files).toContain(`offerdetails/${offer._id}/index.html`);
    expect(files).toContain(`store/${offer.storeId._id}/index.html`);
    expect(files.filter((file) => /^(offerdetails|store|offers\/page)\/.*\.(br|gz)$/.test(file))).toEqual([]);
  });

  it("removes an earlier release's twins of an offer page when it is written, and of an unchanged one without touching it", async () => {
    const offers = await visibleOffers();
    const [edited, untouched] = [offers.at(-2), offers.at(-3)];
    if (!edited || !untouched) throw new Error('too few offers');
    const stale = [...offerFiles(edited._id), ...offerFiles(untouched._id)].flatMap((file) => [
      `${file}.br`,
      `${file}.gz`,
    ]);
    for (const file of stale) writeFileSync(join(publicDir, file), 'a twin from an earlier release');
    const untouchedPage = join(publicDir, offerFiles(untouched._id)[0] ?? '');
    const untouchedMtime = statSync(untouchedPage).mtimeMs;
    const since = stateMtime();
    await editOffer(edited, 'Regeneration test: written without a twin');
    await waitForRun(since);
    expect(pageText(edited._id)).toContain('Regeneration test: written without a twin');
    expect(stale.filter((file) => file.includes(edited._id) && existsSync(join(publicDir, file)))).toEqual([]);
    // A run that renders it again (here: the full regeneration) finds it unchanged, and removes only its twins.
    execFileSync(process.execPath, [join(root, 'public-web/dist-server/prerender.js')], { env, stdio: 'pipe' });
    expect(stale.filter((file) => existsSync(join(publicDir, file)))).toEqual([]);
    expect(statSync(untouchedPage).mtimeMs).toBe(untouchedMtime);
  });

  it('the full regeneration stops at start on a wrong setting, with one line naming it, and writes nothing', () => {
    const since = stateMtime();
    const run = spawnSync(process.execPath, [join(root, 'public-web/dist-server/prerender.js')], {
      env: { ...env, PUBLIC_ORIGIN: 'offers.example.in' },
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({
      status: 1,
      stderr: 'PUBLIC_ORIGIN must be an absolute http(s) URL, got "offers.example.in"\n',
    });
    expect(stateMtime()).toBe(since);
  });

  it("an edit rewrites the offer's page, its store's page and the lists that show it, and leaves every other file alone", async () => {
    const [newest] = await visibleOffers();
    if (!newest) throw new Error('no visible offer');
    const before = snapshot();
    const since = stateMtime();
    await editOffer(newest, 'Regeneration test: an edited description');
    await waitForRun(since);
    expect(pageText(newest._id)).toContain('Regeneration test: an edited description');
    expect(difference(before, snapshot())).toEqual({
      changed: [
        ...pageFiles(''),
        ...offerFiles(newest._id),
        ...storeFiles(newest.storeId._id),
        ...pageFiles('offers/'),
      ].sort(),
      added: [],
      removed: [],
    });
  });

  it('a delete removes exactly that page; its store page and the lists rewrite, the sitemap drops it', async () => {
    const offers = await visibleOffers();
    // The oldest offer of a store that has others (a store's last offer takes its store page with it).
    const last = [...offers]
      .reverse()
      .find((offer) => offers.filter((other) => other.storeId._id === offer.storeId._id).length > 1);
    if (!last) throw new Error('no visible offer');
    const before = snapshot();
    const since = stateMtime();
    await json(`/storeads/${last._id}`, { method: 'DELETE', headers: await adminAuth() });
    await waitForRun(since);
    // Every listing page says how many offers there are: each is rewritten, and the last goes when it is left empty.
    const [listed, left] = [listingFiles(offers.length), listingFiles(offers.length - 1)];
    expect(difference(before, snapshot())).toEqual({
      changed: [
        ...pageFiles(''),
        ...pageFiles('offers/'),
        ...left,
        ...storeFiles(last.storeId._id),
        'sitemap.xml',
        'sitemap.xml.br',
      ].sort(),
      added: [],
      removed: [...offerFiles(last._id), ...listed.filter((file) => !left.includes(file))].sort(),
    });
    expect(readFileSync(join(publicDir, 'sitemap.xml'), 'utf8')).not.toContain(`/offerdetails/${last._id}<`);
  });

  it('pausing takes the page down as a delete does, and resuming writes it again', async () => {
    const visible = await visibleOffers();
    const target = visible.at(-1);
    if (!target) throw new Error('no visible offer');
    const lists = [...pageFiles(''), ...pageFiles('offers/'), 'sitemap.xml', 'sitemap.xml.br'];
    const [listed, left] = [listingFiles(visible.length), listingFiles(visible.length - 1)];
    const lastListingPage = listed.filter((file) => !left.includes(file));
    // The store's page changes with it, or goes and comes back with it when the store shows nothing else.
    const store = storeFiles(target.storeId._id);
    const storeShown = (await visibleOffers()).some(
      (offer) => offer.storeId._id === target.storeId._id && offer._id !== target._id,
    );
    const bulk = async (action: 'pause' | 'resume') =>
      json(`/storeads/bulk/${action}`, {
        method: 'POST',
        headers: { ...(await adminAuth()), 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [target._id] }),
      });

    let before = snapshot();
    let since = stateMtime();
    await bulk('pause');
    await waitForRun(since);
    expect(difference(before, snapshot())).toEqual({
      changed: [...lists, ...left, ...(storeShown ? store : [])].sort(),
      added: [],
      removed: [...offerFiles(target._id), ...lastListingPage, ...(storeShown ? [] : store)].sort(),
    });
    expect(readFileSync(join(publicDir, 'sitemap.xml'), 'utf8')).not.toContain(`/offerdetails/${target._id}<`);

    before = snapshot();
    since = stateMtime();
    await bulk('resume');
    await waitForRun(since);
    expect(difference(before, snapshot())).toEqual({
      changed: [...lists, ...left, ...(storeShown ? store : [])].sort(),
      added: [...offerFiles(target._id), ...lastListingPage, ...(storeShown ? [] : store)].sort(),
      removed: [],
    });
    expect(pageText(target._id)).toContain(`/offerdetails/${target._id}"`);
  });

  it('views, clicks and counter resets rewrite nothing', async () => {
    const offers = await visibleOffers();
    const [viewed, probe] = offers.slice(-3);
    if (!viewed || !probe) throw new Error('too few offers');
    const categories = await json<Array<{ _id: string }>>('/category');
    for (let i = 0; i < 3; i++) {
      await json(`/storeads/click/${viewed._id}`, { method: 'PUT' });
      await json(`/category/${categories[0]?._id}/click`, { method: 'PUT' });
      await json('/adsclick', { method: 'POST' });
    }
    const before = snapshot();
    const since = stateMtime();
    const auth = await adminAuth();
    for (const reset of ['/reset', '/categoryreset', '/adsreset']) await json(reset, { method: 'POST', headers: auth });
    // A visible edit of an offer on neither the home page nor /offers: once it is written, the run that saw the resets
    // is done too. It rewrites the listing page that shows it, and only that one.
    await editOffer(probe, 'Regeneration test: the probe edit');
    await waitForRun(since);
    expect(difference(before, snapshot())).toEqual({
      changed: [
        ...offerFiles(probe._id),
        ...storeFiles(probe.storeId._id),
        ...listingFileOf(offers.indexOf(probe)),
      ].sort(),
      added: [],
      removed: [],
    });
  });

  it("a store edit rewrites its page and its offers' pages; deleting it removes them all", async () => {
    const offers = await visibleOffers();
    const store = offers[Math.floor(offers.length / 2)]?.storeId;
    if (!store) throw new Error('no visible offer');
    const own = (await startedOffers()).filter((offer) => offer.storeId._id === store._id).map((offer) => offer._id);
    const auth = await adminAuth();
    const stored = await json<
      Record<string, unknown> & { location: { locationName: string }; category: { title: string } }
    >(`/Store/${store._id}`, { headers: auth });
    const form = new FormData();
    for (const key of ['storeName', 'ownerName', 'contact', 'email', 'address', 'district'] as const) {
      form.append(key, String(stored[key]));
    }
    form.append('location', stored.location.locationName);
    form.append('category', stored.category.title);
    form.append('latitude', '10.5');
    form.append('longitude', '76.25');
    const live = offers.filter((offer) => offer.storeId._id === store._id).map((offer) => offer._id);
    const beforeEdit = snapshot();
    let since = stateMtime();
    await json(`/Store/${store._id}`, { method: 'PUT', headers: auth, body: form });
    await waitForRun(since);
    // Its offers' pages hold the store they belong to, pin included.
    expect(difference(beforeEdit, snapshot()).changed).toEqual(
      expect.arrayContaining([...storeFiles(store._id), ...live.flatMap(offerFiles)]),
    );
    const storePage = readFileSync(join(publicDir, 'store', store._id, 'index.html'), 'utf8');
    expect(storePage).toContain('"geo":{"@type":"GeoCoordinates","latitude":10.5,"longitude":76.25}');

    const before = snapshot();
    since = stateMtime();
    await json(`/Store/${store._id}`, { method: 'DELETE', headers: auth });
    await waitForRun(since);
    const { removed } = difference(before, snapshot());
    const left = listingFiles((await visibleOffers()).length);
    const gone = listingFiles(offers.length).filter((file) => !left.includes(file));
    expect(removed).toEqual([...storeFiles(store._id), ...own.flatMap(offerFiles), ...gone].sort());
    expect(readFileSync(join(publicDir, 'sitemap.xml'), 'utf8')).not.toContain(`/store/${store._id}<`);
  });

  it("an ended offer's edit rewrites its pages in both languages and no other; a delete or a pause removes them; the state names each ended offer once", async () => {
    const today = regionToday();
    const ended = (await startedOffers()).filter((offer) => offer.endDate < today);
    const [edited, deleted, paused] = ended;
    if (!edited || !deleted || !paused) throw new Error('too few ended offers');
    const auth = await adminAuth();
    let before = snapshot();
    let since = stateMtime();
    const form = offerForm(edited, { description: 'Regeneration test: an ended offer corrected' });
    form.append('descriptionMl', 'Regeneration test: its Malayalam twin corrected');
    await json(`/storeads/${edited._id}`, { method: 'PUT', headers: auth, body: form });
    await waitForRun(since);
    expect(difference(before, snapshot())).toEqual({ changed: offerFiles(edited._id).sort(), added: [], removed: [] });
    const [english, malayalam] = offerFiles(edited._id).map((file) => readFileSync(join(publicDir, file), 'utf8'));
    expect(english).toContain('Regeneration test: an ended offer corrected');
    expect(malayalam).toContain('Regeneration test: its Malayalam twin corrected');
    // One entry per last day for its ended offers' pages in both languages, not two per offer: every edit rewrites it.
    const stateText = readFileSync(stateFile, 'utf8');
    for (const offer of ended) expect(stateText.split(`"${offer._id}"`).length - 1, offer._id).toBe(1);
    expect(stateText).not.toContain(`/offerdetails/${edited._id}"`);

    before = snapshot();
    since = stateMtime();
    await json(`/storeads/${deleted._id}`, { method: 'DELETE', headers: auth });
    await waitForRun(since);
    since = stateMtime();
    await json(`/storeads/bulk/pause`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [paused._id] }),
    });
    await waitForRun(since);
    expect(difference(before, snapshot())).toEqual({
      changed: [],
      added: [],
      removed: [...offerFiles(deleted._id), ...offerFiles(paused._id)].sort(),
    });
  });

  it('after a crash, the API catches up at start; at midnight only offers that start or end change', async () => {
    const startedBefore = new Set((await startedOffers()).map((offer) => offer._id));
    const auth = await adminAuth();
    const today = regionToday();
    const tomorrow = addDays(today, 1);
    const offers = await visibleOffers();
    const imageDir = join(dataDir, 'uploads/ads');
    const image = readdirSync(imageDir).find((name) => /\.\d+x\d+\.webp$/.test(name)) ?? '';
    const banner = (days: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ title: 'desktop', ...days })) form.append(name, value);
      form.append('bannerImage', new Blob([readFileSync(join(imageDir, image))], { type: 'image/webp' }), 'b.webp');
      return json<{ bannerImage: string[] }>('/banners', { method: 'POST', headers: auth, body: form });
    };
    const bannerEndsToday = await banner({ endDate: today });
    const bannerStartsTomorrow = await banner({ startDate: tomorrow });
    const home = () => readFileSync(join(publicDir, 'index.html'), 'utf8');
    const since = stateMtime();
    const endsToday = await createOffer(today, today, 'Regeneration test: ends today');
    const startsTomorrow = await createOffer(tomorrow, '2099-12-31', 'Regeneration test: starts tomorrow');
    await waitForRun(since);
    expect(existsSync(join(publicDir, 'offerdetails', endsToday._id))).toBe(true);
    expect(existsSync(join(publicDir, 'offerdetails', startsTomorrow._id))).toBe(false);
    expect(home()).toContain(bannerEndsToday.bannerImage[0]);
    expect(home()).not.toContain(bannerStartsTomorrow.bannerImage[0]);

    const edited = offers[offers.length - 5];
    if (!edited) throw new Error('too few offers');
    await editOffer(edited, 'Regeneration test: edited just before a crash');
    const crashed = api?.pid ?? 0;
    await killApi();
    // What a run killed mid-write leaves: its lock, naming a process that has gone, and half-written temp files.
    writeFileSync(`${stateFile}.lock`, String(crashed));
    const siteLeftovers = ['sitemap.xml.99999.crashed.tmp', `offerdetails/${edited._id}/index.html.99999.crashed.tmp`];
    const leftovers = [...siteLeftovers.map((file) => join(publicDir, file)), `${stateFile}.99999.crashed.tmp`];
    for (const leftover of leftovers) writeFileSync(leftover, '<half a page');
    const before = snapshot();
    const visibleBefore = new Set(offers.map((offer) => offer._id).concat(endsToday._id));

    const now = Date.now();
    const nextMidnight = Math.ceil((now + REGION_OFFSET_MS) / DAY_MS) * DAY_MS - REGION_OFFSET_MS;
    await startApi(nextMidnight - now - 15_000);
    await expect
      .poll(() => pageText(edited._id).includes('edited just before a crash'), { timeout: 60_000 })
      .toBe(true);
    await expect
      .poll(() => existsSync(join(publicDir, 'offerdetails', startsTomorrow._id, 'index.html')), { timeout: 60_000 })
      .toBe(true);
    // The offer that ended keeps a small page with its own head, unindexed.
    await expect
      .poll(() => pageText(endsToday._id).includes('<meta name="robots" content="noindex">'), { timeout: 10_000 })
      .toBe(true);
    expect(pageText(endsToday._id)).not.toContain('Regeneration test: ends today</h1>');
    // The home page is rendered from the API's banners of the day: at midnight one banner leaves, another arrives.
    await expect
      .poll(() => home().includes(bannerStartsTomorrow.bannerImage[0] ?? '?'), { timeout: 10_000 })
      .toBe(true);
    expect(home()).not.toContain(bannerEndsToday.bannerImage[0] ?? '?');

    await waitForIdle();
    expect(leftovers.filter((leftover) => existsSync(leftover))).toEqual([]);
    const visibleAfter = new Set((await visibleOffers()).map((offer) => offer._id));
    const startedAfter = (await startedOffers()).map((offer) => offer._id);
    await expect.poll(() => readdirSync(join(publicDir, 'offerdetails')).sort()).toEqual(startedAfter.sort());
    const started = [...visibleAfter].filter((id) => !visibleBefore.has(id));
    const ended = [...visibleBefore].filter((id) => !visibleAfter.has(id));
    expect(started).toContain(startsTomorrow._id);
    expect(ended).toContain(endsToday._id);
    const { changed, added, removed } = difference(before, snapshot());
    const records = (files: string[]) => files.filter((file) => !/^(ml\/)?(store|offers\/page)\//.test(file));
    expect(records(added)).toEqual(started.flatMap(offerFiles).sort());
    // A store whose last offer ended at midnight loses its page; every store with a live offer has one; the listing
    // has the pages its offers fill.
    expect(records(removed)).toEqual(siteLeftovers.sort());
    expect(listingPagesOnDisk().sort()).toEqual(listingFiles(visibleAfter.size).sort());
    await expect.poll(storeDirs).toEqual(storesWithOffers(await visibleOffers()));
    expect(changed.filter((file) => /^(ml\/)?offerdetails\//.test(file))).toEqual(
      [...ended, edited._id].flatMap(offerFiles).sort(),
    );
    expect(startedAfter).toEqual(expect.arrayContaining([...startedBefore, startsTomorrow._id, endsToday._id]));
    expect(changed).not.toContain('aboutus/index.html');
    expect(changed).not.toContain('contactus/index.html');
  }, 150_000);

  it("90 days after its last day an ended offer's page is removed and its address answers 410 on make start's server", async () => {
    // From tomorrow: the API's clock may already be past midnight (the test above). Seen 92 days from now, one ended
    // 91 days before, the other 10.
    const tomorrow = addDays(regionToday(), 1);
    const longEnded = await createOffer(tomorrow, tomorrow, 'Regeneration test: ended 91 days ago');
    const recentlyEnded = await createOffer(tomorrow, addDays(tomorrow, 81), 'Regeneration test: ended 10 days ago');
    await killApi();
    const since = stateMtime();
    await startApi(92 * DAY_MS);
    await waitForRun(since);

    const goneLink = join(`${publicDir}.gone`, 'offerdetails', longEnded._id);
    expect(existsSync(join(publicDir, 'offerdetails', longEnded._id))).toBe(false);
    expect(lstatSync(goneLink).isSymbolicLink()).toBe(true);
    // Its Malayalam address too, to the store's page in Malayalam (docs/decisions/047).
    expect(existsSync(join(publicDir, 'ml/offerdetails', longEnded._id))).toBe(false);
    expect(readlinkSync(join(`${publicDir}.gone`, 'ml/offerdetails', longEnded._id))).toBe(
      `../store/${longEnded.storeId._id}.html`,
    );
    expect(pageText(recentlyEnded._id)).toContain('<meta name="robots" content="noindex">');
    expect(existsSync(join(`${publicDir}.gone`, 'offerdetails', recentlyEnded._id))).toBe(false);
    // The state records that every offer ended before the 90 days has its link, and the ended one by its last day.
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(state.goneBefore).toBe(addDays(tomorrow, 1));
    expect(state.endedDays[recentlyEnded.endDate].ids).toContain(recentlyEnded._id);
    expect(state.endedDays[longEnded.endDate]).toBeUndefined();
    const sitemap = readFileSync(join(publicDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/offerdetails/${longEnded._id}<`);
    expect(sitemap).not.toContain(`/offerdetails/${recentlyEnded._id}<`);

    const [publicPort, adminPort] = await Promise.all([freePort(), freePort()]);
    const stop = await serveSites({
      publicDir,
      adminDir: join(root, 'admin-web/dist'),
      publicPort,
      adminPort,
      apiOrigin: apiUrl.replace(/\/backendapi\/api$/, ''),
    });
    try {
      const page = (id: string, language = '') => fetch(`http://127.0.0.1:${publicPort}${language}/offerdetails/${id}`);
      const gone = await page(longEnded._id);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = await gone.text();
      expect(text).toContain('This offer has ended');
      expect(text).toContain(
        `<a class="store" href="/store/${longEnded.storeId._id}">See what ${longEnded.storeId.storeName} offers now</a>`,
      );
      expect((await page(recentlyEnded._id)).status).toBe(200);
      // The same small page in Malayalam at the Malayalam address, its links to the Malayalam site.
      const goneMl = await page(longEnded._id, '/ml');
      expect(goneMl.status).toBe(410);
      expect(goneMl.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const textMl = await goneMl.text();
      expect(textMl).toContain('<html lang="ml-IN">');
      expect(textMl).toContain('<h1>ഈ ഓഫർ അവസാനിച്ചു</h1>');
      const storeMl = longEnded.storeId.storeNameMl || longEnded.storeId.storeName;
      expect(textMl).toContain(
        `<a class="store" href="/ml/store/${longEnded.storeId._id}">${storeMl} ഇപ്പോൾ നൽകുന്ന ഓഫറുകൾ കാണുക</a>`,
      );
      expect(textMl).toContain('<a href="/ml/offers">എല്ലാ ഓഫറുകളും കാണുക</a>');
      expect(textMl).not.toMatch(/This offer|See what|Browse all/);
      expect((await page(recentlyEnded._id, '/ml')).status).toBe(200);
    } finally {
      await stop();
    }
  }, 150_000);
});

// Incremental regeneration against the real API on a seeded database, read from the files on disk: what each kind
// of change rewrites (by mtime), what it removes, the catch-up at start after a crash, and the day boundary.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
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

/** The visible offers: each has a page; an ended one has none, the API answers its address (docs/decisions/053). */
const visibleOffers = () => listedOffers();
/** Visible offers and those ended within 90 days. */
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
/** An offer's page is one file, `<id>.html`, in each language (docs/decisions/054). */
const offerFiles = (id: string) => inBoth([`offerdetails/${id}.html`]);
const offerIds = (dir: string) => readdirSync(join(publicDir, dir)).map((name) => name.replace(/\.html$/, ''));
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
const pageText = (id: string) => readFileSync(join(publicDir, 'offerdetails', `${id}.html`), 'utf8');

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

interface Answer {
  status: number;
  type: string | null;
  text: string;
}

/**
 * Runs `visit` with the site served as `make start` serves it: `page` fetches an offer's address there, reading the
 * whole answer (an unread one would hold its connection, and the server's close, for the keep-alive's 72 s).
 */
async function withSites(visit: (page: (id: string, language?: string) => Promise<Answer>) => Promise<void>) {
  const [publicPort, adminPort] = await Promise.all([freePort(), freePort()]);
  const stop = await serveSites({
    publicDir,
    adminDir: join(root, 'admin-web/dist'),
    publicPort,
    adminPort,
    apiOrigin: apiUrl.replace(/\/backendapi\/api$/, ''),
  });
  try {
    await visit(async (id, language = '') => {
      const response = await fetch(`http://127.0.0.1:${publicPort}${language}/offerdetails/${id}`);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    });
  } finally {
    await stop();
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
  it('renders every page at start when there are none, an ended offer none', async () => {
    const offers = await visibleOffers();
    expect((await startedOffers()).length).toBeGreaterThan(offers.length);
    const pages = offerIds('offerdetails').sort();
    expect(pages).toEqual(offers.map((offer) => offer._id).sort());
    expect(offerIds('ml/offerdetails').sort()).toEqual(pages);
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
    expect(files).toContain(`offerdetails/${offer._id}.html`);
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

  it("turns an earlier release's offer page folders into one file each, and removes a folder whose offer is gone", async () => {
    const [offer] = await visibleOffers();
    if (!offer) throw new Error('no visible offer');
    const folders = [join(publicDir, 'ml/offerdetails', offer._id), join(publicDir, 'offerdetails', '999999999')];
    for (const folder of folders) {
      mkdirSync(folder);
      writeFileSync(join(folder, 'index.html'), 'a page as an earlier release wrote it');
    }
    execFileSync(process.execPath, [join(root, 'public-web/dist-server/prerender.js')], { env, stdio: 'pipe' });
    expect(folders.filter((folder) => existsSync(folder))).toEqual([]);
    const page = readFileSync(join(publicDir, 'ml/offerdetails', `${offer._id}.html`), 'utf8');
    expect(page).toContain('<html lang="ml-IN">');
    expect(offerIds('offerdetails').sort()).toEqual(offerIds('ml/offerdetails').sort());
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
    const own = offers.filter((offer) => offer.storeId._id === store._id).map((offer) => offer._id);
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

  it("an ended offer's address is the API's: its own head in both languages, an edit at once and no page written; a delete answers 404", async () => {
    const today = regionToday();
    const [ended] = (await startedOffers()).filter((offer) => offer.endDate < today);
    if (!ended) throw new Error('no ended offer');
    expect(offerFiles(ended._id).filter((file) => existsSync(join(publicDir, file)))).toEqual([]);
    await withSites(async (page) => {
      const english = await page(ended._id);
      expect(english.status).toBe(200);
      expect(english.type).toBe('text/html; charset=utf-8');
      const html = english.text;
      const origin = env.PUBLIC_ORIGIN;
      const escaped = (text: string) =>
        text.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('"', '&quot;');
      expect(html).toContain(`<title>${escaped(`${ended.title} | ${ended.storeId.storeName}`)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${origin}/offerdetails/${ended._id}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<meta property="og:image" content="${origin}/backendapi/uploads/ads/`);
      // The shell: the app renders the offer (and says it ended) in the browser.
      expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+\.js"><\/script>/);
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self'[^"]*">/);
      const malayalam = (await page(ended._id, '/ml')).text;
      expect(malayalam).toContain('<html lang="ml-IN">');
      expect(malayalam).toContain(`<link rel="canonical" href="${origin}/ml/offerdetails/${ended._id}">`);

      const auth = await adminAuth();
      const before = snapshot();
      const since = stateMtime();
      const form = offerForm(ended, { description: 'Regeneration test: an ended offer corrected' });
      form.append('descriptionMl', 'Regeneration test: its Malayalam twin corrected');
      await json(`/storeads/${ended._id}`, { method: 'PUT', headers: auth, body: form });
      expect((await page(ended._id)).text).toContain('Regeneration test: an ended offer corrected');
      expect((await page(ended._id, '/ml')).text).toContain('Regeneration test: its Malayalam twin corrected');
      // A visible offer's edit after it, so a run has surely seen both: it writes that offer's pages, none of this one.
      const [visible] = await visibleOffers();
      if (!visible) throw new Error('no visible offer');
      await editOffer(visible, 'Regeneration test: edited after an ended one');
      await waitForRun(since);
      const written = difference(before, snapshot());
      expect(written.changed).toEqual(expect.arrayContaining(offerFiles(visible._id)));
      const touched = [...written.changed, ...written.added, ...written.removed];
      expect(touched.filter((file) => file.includes(`offerdetails/${ended._id}`))).toEqual([]);

      await json(`/storeads/${ended._id}`, { method: 'DELETE', headers: auth });
      const deleted = await page(ended._id);
      expect(deleted.status).toBe(404);
      expect(deleted.text).toContain('<meta name="robots" content="noindex">');
      for (const unknown of ['999999999', 'not-an-id']) expect((await page(unknown, '/ml')).status, unknown).toBe(404);
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
    expect(existsSync(join(publicDir, 'offerdetails', `${endsToday._id}.html`))).toBe(true);
    expect(existsSync(join(publicDir, 'offerdetails', `${startsTomorrow._id}.html`))).toBe(false);
    expect(home()).toContain(bannerEndsToday.bannerImage[0]);
    expect(home()).not.toContain(bannerStartsTomorrow.bannerImage[0]);

    const edited = offers[offers.length - 5];
    if (!edited) throw new Error('too few offers');
    await editOffer(edited, 'Regeneration test: edited just before a crash');
    const crashed = api?.pid ?? 0;
    await killApi();
    // What a run killed mid-write leaves: its lock, naming a process that has gone, and half-written temp files.
    writeFileSync(`${stateFile}.lock`, String(crashed));
    const siteLeftovers = ['sitemap.xml.99999.crashed.tmp', `offerdetails/${edited._id}.html.99999.crashed.tmp`];
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
      .poll(() => existsSync(join(publicDir, 'offerdetails', `${startsTomorrow._id}.html`)), { timeout: 60_000 })
      .toBe(true);
    // The offer that ended loses its page, in both languages: the API answers its address from now on.
    await expect
      .poll(() => offerFiles(endsToday._id).some((file) => existsSync(join(publicDir, file))), { timeout: 10_000 })
      .toBe(false);
    // The home page is rendered from the API's banners of the day: at midnight one banner leaves, another arrives.
    await expect
      .poll(() => home().includes(bannerStartsTomorrow.bannerImage[0] ?? '?'), { timeout: 10_000 })
      .toBe(true);
    expect(home()).not.toContain(bannerEndsToday.bannerImage[0] ?? '?');

    await waitForIdle();
    expect(leftovers.filter((leftover) => existsSync(leftover))).toEqual([]);
    const visibleAfter = new Set((await visibleOffers()).map((offer) => offer._id));
    const startedAfter = (await startedOffers()).map((offer) => offer._id);
    await expect.poll(() => offerIds('offerdetails').sort()).toEqual([...visibleAfter].sort());
    const started = [...visibleAfter].filter((id) => !visibleBefore.has(id));
    const ended = [...visibleBefore].filter((id) => !visibleAfter.has(id));
    expect(started).toContain(startsTomorrow._id);
    expect(ended).toContain(endsToday._id);
    const { changed, added, removed } = difference(before, snapshot());
    const records = (files: string[]) => files.filter((file) => !/^(ml\/)?(store|offers\/page)\//.test(file));
    expect(records(added)).toEqual(started.flatMap(offerFiles).sort());
    // A store whose last offer ended at midnight loses its page; every store with a live offer has one; the listing
    // has the pages its offers fill.
    expect(records(removed)).toEqual([...siteLeftovers, ...ended.flatMap(offerFiles)].sort());
    expect(listingPagesOnDisk().sort()).toEqual(listingFiles(visibleAfter.size).sort());
    await expect.poll(storeDirs).toEqual(storesWithOffers(await visibleOffers()));
    expect(changed.filter((file) => /^(ml\/)?offerdetails\//.test(file))).toEqual(offerFiles(edited._id).sort());
    expect(startedAfter).toEqual(expect.arrayContaining([...startedBefore, startsTomorrow._id, endsToday._id]));
    expect(changed).not.toContain('aboutus/index.html');
    expect(changed).not.toContain('contactus/index.html');
  }, 150_000);

  it("90 days after its last day an ended offer's address answers 410 with its store's small page, on make start's server", async () => {
    // From tomorrow: the API's clock may already be past midnight (the test above). Seen 92 days from now, one ended
    // 91 days before, the other 10.
    const tomorrow = addDays(regionToday(), 1);
    const longEnded = await createOffer(tomorrow, tomorrow, 'Regeneration test: ended 91 days ago');
    const recentlyEnded = await createOffer(tomorrow, addDays(tomorrow, 81), 'Regeneration test: ended 10 days ago');
    await killApi();
    const since = stateMtime();
    // A site from before decision 053 kept a link per gone offer beside it: the run removes them.
    mkdirSync(join(`${publicDir}.gone`, 'offerdetails'), { recursive: true });
    symlinkSync('../store/1.html', join(`${publicDir}.gone`, 'offerdetails', '1'));
    await startApi(92 * DAY_MS);
    await waitForRun(since);

    for (const offer of [longEnded, recentlyEnded]) {
      expect(
        offerFiles(offer._id).filter((file) => existsSync(join(publicDir, file))),
        offer._id,
      ).toEqual([]);
    }
    expect(existsSync(`${publicDir}.gone`)).toBe(false);
    expect(Object.keys(JSON.parse(readFileSync(stateFile, 'utf8')))).toEqual(['version', 'pages']);
    const sitemap = readFileSync(join(publicDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/offerdetails/${longEnded._id}<`);
    expect(sitemap).not.toContain(`/offerdetails/${recentlyEnded._id}<`);

    await withSites(async (page) => {
      const gone = await page(longEnded._id);
      expect(gone.status).toBe(410);
      expect(gone.type).toBe('text/html; charset=utf-8');
      const text = gone.text;
      expect(text).toContain('This offer has ended');
      expect(text).toContain(
        `<a class="store" href="/store/${longEnded.storeId._id}">See what ${longEnded.storeId.storeName} offers now</a>`,
      );
      expect((await page(`${longEnded._id}/`)).status).toBe(410);
      const recent = await page(recentlyEnded._id);
      expect(recent.status).toBe(200);
      expect(recent.text).toContain('<meta name="robots" content="noindex">');
      // The same small page in Malayalam at the Malayalam address, its links to the Malayalam site.
      const goneMl = await page(longEnded._id, '/ml');
      expect(goneMl.status).toBe(410);
      expect(goneMl.type).toBe('text/html; charset=utf-8');
      const textMl = goneMl.text;
      expect(textMl).toContain('<html lang="ml-IN">');
      expect(textMl).toContain('<h1>ഈ ഓഫർ അവസാനിച്ചു</h1>');
      const storeMl = longEnded.storeId.storeNameMl || longEnded.storeId.storeName;
      expect(textMl).toContain(
        `<a class="store" href="/ml/store/${longEnded.storeId._id}">${storeMl} ഇപ്പോൾ നൽകുന്ന ഓഫറുകൾ കാണുക</a>`,
      );
      expect(textMl).toContain('<a href="/ml/offers">എല്ലാ ഓഫറുകളും കാണുക</a>');
      expect(textMl).not.toMatch(/This offer|See what|Browse all/);
      expect((await page(recentlyEnded._id, '/ml')).status).toBe(200);
    });
  }, 150_000);
});

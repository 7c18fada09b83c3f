import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../src/lib/i18n/all-messages.js';
import { PRERENDER_MESSAGES } from '../src/lib/i18n/prerender-messages.js';
import { adminAuth, escapeHtml, firstOffer, scriptsLoaded, useSite } from './site.js';

const html = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
};

/** The raw answer to a GET with this accept-encoding, decoded as its content-encoding says. */
const encoded = (url: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; vary?: string; text: string }>((done, fail) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ''] ?? ((bytes: Buffer) => bytes);
        done({ encoding, vary: response.headers.vary, text: decode(body).toString('utf8') });
      });
    }).on('error', fail);
  });

/** Stands for each argument of a catalogue's function, so that what the function writes around it can be read. */
const ARGUMENT = '\u0000';

/** Every text of a catalogue, at any depth: a function's text with ARGUMENT for each of its arguments. */
function catalogueTexts(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  if (typeof catalogue === 'function') return [String(catalogue(ARGUMENT, ARGUMENT, ARGUMENT))];
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(catalogueTexts);
  return [];
}

/** Every string of a JSON value (the data a page shows), at any depth. */
function dataStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(dataStrings);
  return [];
}

/**
 * The English interface texts as patterns a page's text could show them in: each text of the English catalogues (the
 * site's with every section, the contact form's among them, and the prerender's) whose words are English, a
 * function's arguments matching anything. A text that the Malayalam catalogues hold as well (the site's name,
 * "JavaScript") is not English interface. One of several words matches inside a longer text; a single word only a whole one.
 */
function englishInterface(): RegExp[] {
  const english = [ALL_MESSAGES.en, PRERENDER_MESSAGES.en].flatMap(catalogueTexts);
  const malayalam = [ALL_MESSAGES.ml, PRERENDER_MESSAGES.ml].flatMap(catalogueTexts).join('\n');
  const patterns = new Map<string, RegExp>();
  for (const text of english) {
    const parts = text
      .split(ARGUMENT)
      .map((part) => part.trim())
      .filter((part) => /[A-Za-z]{3,}/.test(part) && !malayalam.includes(part));
    for (const part of parts) {
      const words = part.split(/\s+/).length;
      const pattern = escapeRegExp(part);
      patterns.set(part, new RegExp(words > 1 ? `(^|\\W)${pattern}($|\\W)` : `^${pattern}$`));
    }
  }
  return [...patterns.values()];
}

describe('the prerendered public site', () => {
  const site = useSite();

  it('serves each offer page as full HTML with its text, meta tags and JSON-LD, without JavaScript', async () => {
    const offer = await firstOffer(site.stack);
    const origin = site.stack.publicUrl;
    const page = await html(`${origin}/offerdetails/${offer._id}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('public, max-age=15, stale-while-revalidate=30');
    expect(page.text).toContain(`<h1 class="detail-title">${escapeHtml(offer.title)}</h1>`);
    const full = (await (await fetch(`${site.stack.apiUrl}/storeads/ad/${offer._id}`)).json()) as {
      startDate: string;
      storeId: { storeName: string };
    };
    const title = `${offer.title} | ${full.storeId.storeName}`;
    expect(page.text).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(page.text).toContain(`<meta property="og:title" content="${escapeHtml(title)}"/>`);
    const description = /<meta name="description" content="([^"]*)"/.exec(page.text)?.[1] ?? '';
    expect(description).toMatch(/From \d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    expect(description).not.toContain(full.startDate);
    expect(description).not.toMatch(/\b(\w+) \1\b/i);
    expect(page.text).toContain(`<link rel="canonical" href="${origin}/offerdetails/${offer._id}"/>`);
    expect(page.text).toMatch(
      new RegExp(`<meta property="og:image" content="${escapeRegExp(origin)}/backendapi/uploads/`),
    );
    expect(page.text).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // X reads the OpenGraph tags where its own are missing: the title, description and image are not written twice.
    expect(page.text).not.toMatch(/twitter:(title|description|image)/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.text)?.[1] ?? '{}';
    const data = JSON.parse(jsonLd) as {
      '@type': string;
      name: string;
      validFrom: string;
      offeredBy: { '@type': string };
    };
    expect(data['@type']).toBe('Offer');
    expect(data.name).toBe(offer.title);
    expect(data.offeredBy['@type']).toBe('LocalBusiness');
    expect(data.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps in an offer page only what changes with its offer; the browser adds More Offers and the expiry badge', async () => {
    const offer = await firstOffer(site.stack);
    const page = await html(`${site.stack.publicUrl}/offerdetails/${offer._id}`);
    expect(page.text).not.toContain('More Offers');
    expect(page.text).not.toMatch(/days? left|Ending soon/);
    expect(page.text).not.toMatch(/clicks:|createdAt:|dataUpdatedAt:[1-9]/);
    expect(page.text.length).toBeLessThan(40_000);
    // Its island data is the offer as the page reads it: no Malayalam twins on the English page (the Malayalam page
    // keeps both texts), no opening hours on either (the store's page shows them).
    const islandData = (text: string) =>
      /<script type="application\/json" id="island-data">(.*?)<\/script>/.exec(text)?.[1];
    const malayalam = islandData((await html(`${site.stack.publicUrl}/ml/offerdetails/${offer._id}`)).text);
    expect(islandData(page.text)).not.toMatch(/"\w+Ml":|"openingHours":\[/);
    expect(malayalam).toContain(`"title":${JSON.stringify(offer.title)}`);
    expect(malayalam).not.toContain('"openingHours":[');
    // The same for the offers a listing holds, on the home page and /offers (docs/decisions/048).
    const listOf = async (path: string) => {
      const data = JSON.parse(islandData((await html(`${site.stack.publicUrl}${path}`)).text) ?? '[]');
      const list = (data as Array<[unknown[], unknown]>).find(([key]) => key[0] === 'offers' && key[1] === 'list');
      return JSON.stringify(list?.[1]);
    };
    for (const path of ['/', '/offers']) {
      const listed = await listOf(path);
      expect(listed, path).toContain(`"title":${JSON.stringify(offer.title)}`);
      expect(listed, path).not.toMatch(/"\w+Ml":|"openingHours":\[/);
      expect(await listOf(`/ml${path}`), path).toMatch(/"titleMl":/);
    }
    const { page: browser } = await site.open(`/offerdetails/${offer._id}`);
    await expect.poll(() => browser.locator('.detail-info .expiry').textContent()).toMatch(/days? left|Ending soon/);
    await expect
      .poll(() => browser.getByRole('region', { name: 'More Offers' }).getByTestId('offer-card').count())
      .toBeGreaterThan(0);
  });

  it("preloads each page's hero image after the viewport tag and before its styles and scripts, and starts no script download before it", async () => {
    const offer = await firstOffer(site.stack);
    for (const path of ['/', '/offers', `/offerdetails/${offer._id}`]) {
      const { text } = await html(`${site.stack.publicUrl}${path}`);
      const head = text.slice(0, text.indexOf('</head>'));
      const hero = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(text)?.[0] ?? '';
      const srcset = /\ssrcset="([^"]*)"/i.exec(hero)?.[1]?.toLowerCase();
      expect(srcset, path).toBeTruthy();
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/gi)].map((match) => match[0]);
      expect(
        preloads.filter((link) => link.toLowerCase().includes(`imagesrcset="${srcset}"`)),
        path,
      ).toHaveLength(1);
      const firstPreload = head.search(/<link rel="preload" as="image"/i);
      // After the viewport tag: scanned before it, a phone evaluates the preload's media query at 980 px.
      expect(firstPreload, path).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
      // An offer page links the whole stylesheet after it (docs/decisions/049), any other page inlines its part.
      const styles = path.startsWith('/offerdetails/')
        ? /<link rel="stylesheet" href="\/assets\/[^"]+\.css">/.exec(head)?.index
        : head.indexOf('<style>');
      expect(firstPreload, path).toBeLessThan(styles ?? -1);
      expect(firstPreload, path).toBeLessThan(head.indexOf('<script'));
      expect(head.replace(/<template id="app-preloads">.*?<\/template>/, ''), path).not.toContain('modulepreload');
      expect(head, path).toMatch(
        path.startsWith('/offerdetails/')
          ? /<template id="app-preloads">(<link rel="modulepreload" href="\/assets\/[^"]+\.js">)+<\/template>/
          : /<template id="app-preloads"><link rel="stylesheet" href="\/assets\/[^"]+\.css">(<link rel="modulepreload" href="\/assets\/[^"]+\.js">)+/,
      );
    }
    const home = (await html(`${site.stack.publicUrl}/`)).text;
    const desktop = /<source media="([^"]+)" srcSet="([^"]+)"/.exec(home);
    expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" media="${desktop?.[1]}"`);
    expect(home).toContain(`media="not all and ${desktop?.[1]}"`);
  });

  it('inlines only the styles a page can use, and the page looks the same as with the whole stylesheet', async () => {
    // As the page first paints (and without JavaScript): only the inlined styles; then with the whole stylesheet too.
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      let wholeStylesheet = '';
      await page.route(/\/(offers|offers\/page\/2|aboutus|contactus|ml\/)?$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({ response, body: body.replace('</head>', `${wholeStylesheet}</head>`) });
      });
      const computedStyles = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('body *')].map((element) => {
            const style = getComputedStyle(element);
            return [...style].map((property) => `${property}:${style.getPropertyValue(property)}`).join(';');
          }),
        );
      for (const path of ['/', '/offers', '/offers/page/2', '/aboutus', '/contactus', '/ml/']) {
        const text = (await html(`${site.stack.publicUrl}${path}`)).text;
        const inlined = /<style>(.*?)<\/style>/s.exec(text)?.[1] ?? '';
        // No selector that needs a class the page's markup lacks (the file's: the server fills its templates).
        const file = readFileSync(join(site.stack.publicDir, path.slice(1), 'index.html'), 'utf8');
        const classes = new Set([...file.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/)));
        for (const [, selectors] of inlined.matchAll(/(?:^|[{}])([^{}@]+)\{/g)) {
          for (const selector of selectors?.split(/,(?![^(]*\))/) ?? []) {
            const required = [...selector.replace(/\([^()]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)];
            expect(
              required.filter(([, name]) => !classes.has(name)),
              `${path}: ${selector}`,
            ).toEqual([]);
          }
        }
        const href = /<template id="app-preloads"><link rel="stylesheet" href="([^"]+)">/.exec(text)?.[1] ?? '';
        const whole = await (await fetch(`${site.stack.publicUrl}${href}`)).text();
        expect(inlined.length, path).toBeGreaterThan(1000);
        expect(inlined.length, path).toBeLessThan(whole.length * 0.8);
        wholeStylesheet = '';
        await page.goto(`${site.stack.publicUrl}${path}`);
        const withInlined = await computedStyles();
        wholeStylesheet = `<link rel="stylesheet" href="${href}">`;
        await page.goto(`${site.stack.publicUrl}${path}`);
        expect(await page.locator(`link[href="${href}"]`).count(), path).toBe(1);
        expect(await computedStyles(), path).toEqual(withInlined);
      }
    } finally {
      await context.close();
    }
  });

  it('prerenders home, offers, about and contact with their content and own titles', async () => {
    const home = await html(`${site.stack.publicUrl}/`);
    expect(home.text).toMatch(/Showing 8 of \d+ Offers/);
    expect(home.text).toContain('<title>OfferBoard: offers and discounts from local shops in Kerala</title>');
    const offers = await html(`${site.stack.publicUrl}/offers`);
    expect(offers.text).toContain('<title>Latest offers in Kerala | OfferBoard</title>');
    expect((offers.text.match(/data-testid="offer-card"/g) ?? []).length).toBe(12);
    expect((await html(`${site.stack.publicUrl}/aboutus`)).text).toContain('Who We Are');
    expect((await html(`${site.stack.publicUrl}/contactus`)).text).toContain('Mon to Sat 10:00am-5:00pm');
  });

  it('serves every page compressed: the home page from its Brotli twin, offer and store pages compressed on the fly', async () => {
    const offer = await firstOffer(site.stack);
    const { publicDir, publicUrl } = site.stack;
    const [store] = readdirSync(join(publicDir, 'store'));
    const pages = [
      ['/', 'index.html'],
      [`/offerdetails/${offer._id}`, `offerdetails/${offer._id}.html`],
      [`/store/${store}`, `store/${store}/index.html`],
    ];
    for (const [path, file] of pages) {
      const onDisk = readFileSync(join(publicDir, file ?? ''), 'utf8');
      for (const [accepted, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const answer = await encoded(`${publicUrl}${path}`, accepted ?? '');
        expect(answer.encoding, `${path} ${accepted}`).toBe(expected);
        expect(answer.vary, path).toMatch(/accept-encoding/i);
        expect(answer.text, path).toBe(onDisk);
      }
    }
  });

  it('writes sitemap.xml with every page and a lastmod, and robots.txt pointing at it', async () => {
    const offer = await firstOffer(site.stack);
    const sitemap = await html(`${site.stack.publicUrl}/sitemap.xml`);
    expect(sitemap.text).toContain(`<loc>${site.stack.publicUrl}/offerdetails/${offer._id}</loc><lastmod>`);
    expect(sitemap.text).toContain(`<loc>${site.stack.publicUrl}/aboutus</loc>`);
    // The listing's later pages are reached by its links; every offer they show is listed itself.
    expect(sitemap.text).not.toContain('/offers/page/');
    const robots = await html(`${site.stack.publicUrl}/robots.txt`);
    expect(robots.text).toContain(`Sitemap: ${site.stack.publicUrl}/sitemap.xml`);
  });

  it('answers an unknown offer and an unknown address with the shell saying "not found" and a 404', async () => {
    // An offer address without a page is the API's (docs/decisions/053): no such offer, so the "not found" head.
    const unknownOffer = await html(`${site.stack.publicUrl}/offerdetails/99999`);
    expect(unknownOffer.status).toBe(404);
    expect(unknownOffer.text).toContain('<title>Offer not found | OfferBoard</title>');
    expect(unknownOffer.text).toContain('<meta name="robots" content="noindex">');
    const unknownPage = await html(`${site.stack.publicUrl}/no-such-page`);
    expect(unknownPage.status).toBe(404);
    // Under /ml/ the shell is Malayalam's, its note for a browser without JavaScript too (docs/decisions/047).
    for (const path of ['/ml/offerdetails/99999', '/ml/no-such-page']) {
      const shell = await html(`${site.stack.publicUrl}${path}`);
      expect(shell.status, path).toBe(404);
      expect(shell.text).toContain('<html lang="ml-IN">');
      expect(shell.text).toContain(
        '<noscript>ഈ പേജ് കാണിക്കാൻ OfferBoard-ന് JavaScript വേണം. <a href="/ml/offers">എല്ലാ ഓഫറുകളും കാണുക</a>.</noscript>',
      );
    }
    const { page: offerPage } = await site.open('/offerdetails/99999');
    await expect
      .poll(() => offerPage.getByText('Offer not found. Please check the URL and try again.').isVisible())
      .toBe(true);
    // A listing page that is not prerendered (past the 20th, or not yet written) is the app's to show.
    const listingPage = await html(`${site.stack.publicUrl}/offers/page/999`);
    expect(listingPage.status).toBe(200);
    const past = await site.open('/offers/page/999');
    await expect.poll(() => past.page.getByText('This page does not exist.').isVisible()).toBe(true);
    const { page } = await site.open('/no-such-page');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found | OfferBoard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it("loads only its own language's texts and its own page's section of them (docs/decisions/047)", async () => {
    const offer = await firstOffer(site.stack);
    const { storeId } = await (await fetch(`${site.stack.apiUrl}/storeads/ad/${offer._id}`)).json();
    const sections = ['about', 'contact', 'home', 'listing', 'offer', 'saved', 'store'];
    const pages: Array<[string, string | undefined]> = [
      ['/', 'home'],
      ['/ml/offers', 'listing'],
      [`/offerdetails/${offer._id}`, 'offer'],
      [`/ml/store/${storeId._id}`, 'store'],
      ['/aboutus', 'about'],
      ['/ml/contactus', 'contact'],
      ['/ml/saved', 'saved'],
      ['/ml/no-such-page', undefined],
    ];
    for (const [path, section] of pages) {
      const language = path.startsWith('/ml/') ? 'ml' : 'en';
      const texts = (await scriptsLoaded(site, path))
        .map((script) => /^\/assets\/((?:\w+\.)?(?:en|ml))-[\w-]+\.js$/.exec(script)?.[1])
        .filter((name) => name && (name === 'en' || name === 'ml' || sections.includes(name.split('.')[0] ?? '')));
      expect(texts.sort(), path).toEqual([language, ...(section ? [`${section}.${language}`] : [])].sort());
    }
  });

  it('leaves no English interface text on a Malayalam page: visible or not, labels, titles, placeholders, alt texts, noscript notes', async () => {
    const api = (path: string) => fetch(`${site.stack.apiUrl}${path}`).then((response) => response.json());
    const offers: Array<{ _id: string; titleMl?: string; storeId: { _id: string } }> = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const body = await api(`/storeads/adswithstore?limit=48&page=${page}`);
      offers.push(...body.data);
      pages = body.totalPages;
    }
    const offer = offers.find((candidate) => candidate.titleMl) ?? offers[0];
    if (!offer) throw new Error('no demo offer');
    // The data the pages show, in English where it has no Malayalam twin: not interface text.
    const data = [
      offers,
      ...(await Promise.all(
        ['/category', '/districts', '/locations', '/offertype', '/banners', `/store/${offer.storeId._id}/page`].map(
          api,
        ),
      )),
    ]
      .flatMap(dataStrings)
      .map((text) => text.trim())
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const patterns = englishInterface();
    expect(patterns.length).toBeGreaterThan(200);

    const pages = [
      '/ml/',
      '/ml/offers',
      `/ml/offerdetails/${offer._id}`,
      `/ml/store/${offer.storeId._id}`,
      '/ml/saved',
      '/ml/contactus',
      '/ml/aboutus',
      '/ml/no-such-page',
    ];
    const found: string[] = [];
    for (const path of pages) {
      const { page } = await site.open(path);
      await page.waitForLoadState('networkidle');
      const texts = await page.evaluate(() => {
        const all: string[] = [document.title];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement?.tagName;
          if (parent === 'SCRIPT' || parent === 'STYLE') continue;
          // A <noscript>'s content is markup while scripts run: its texts are between the tags.
          const text = node.textContent ?? '';
          all.push(...(parent === 'NOSCRIPT' ? text.replace(/<!--[\s\S]*?-->/g, '').split(/<[^>]*>/) : [text]));
        }
        for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
          for (const name of ['aria-label', 'title', 'placeholder', 'alt']) all.push(element.getAttribute(name) ?? '');
        return all;
      });
      for (const text of texts) {
        const shown = data.reduce((rest, value) => rest.replaceAll(value, ' '), text).trim();
        if (!shown) continue;
        const english = patterns.find((pattern) => pattern.test(shown));
        if (english) found.push(`${path}: "${shown}" (${english.source})`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('gives an ended offer its own title, description, share tags and favicon, unindexed and out of the sitemap', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    type Listed = { _id: string; endDate: string; storeName: string; storeId: { storeName: string } };
    let expired: Listed | undefined;
    for (let number = 1; !expired && number <= 20; number++) {
      const url = `${site.stack.apiUrl}/storeads/adswithstore?limit=48&showExpired=true&page=${number}`;
      const listing = (await (await fetch(url)).json()) as { data: Listed[] };
      expired = listing.data.find((offer) => offer.endDate < today);
    }
    if (!expired) throw new Error('the demo data has no expired offer');
    const path = `/offerdetails/${expired._id}`;
    const store = expired.storeName || expired.storeId.storeName;
    // As a link preview reads it: without JavaScript.
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      expect((await page.goto(`${site.stack.publicUrl}${path}`))?.status()).toBe(200);
      const title = await page.title();
      expect(title).toMatch(new RegExp(`^.+ \\| ${escapeRegExp(store)}$`));
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await page.locator('meta[name="twitter:title"]').count()).toBe(0);
      expect(await meta('meta[name="description"]')).toContain(`at ${store}`);
      expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
      expect(await meta('meta[property="og:url"]')).toBe(`${site.stack.publicUrl}${path}`);
      expect(await meta('meta[name="robots"]')).toBe('noindex');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    } finally {
      await context.close();
    }
    // Its Malayalam page too (docs/decisions/047), in Malayalam and as unindexed.
    const malayalam = await html(`${site.stack.publicUrl}/ml${path}`);
    expect(malayalam.text).toContain('<html lang="ml-IN">');
    expect(malayalam.text).toContain(`<meta property="og:url" content="${site.stack.publicUrl}/ml${path}">`);
    expect(malayalam.text).toContain('<meta property="og:locale" content="ml_IN">');
    expect(malayalam.text).toContain('<meta name="robots" content="noindex">');
    const { page } = await site.open(path);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.title()).toMatch(new RegExp(` \\| ${escapeRegExp(store)}$`));
    expect((await html(`${site.stack.publicUrl}/sitemap.xml`)).text).not.toContain(`${path}<`);
    // No file: the API answers its address, so an ended offer costs nothing on disk (docs/decisions/053).
    for (const file of [`${expired._id}.html`, expired._id]) {
      expect(existsSync(join(site.stack.publicDir, 'offerdetails', file)), file).toBe(false);
    }
  });

  it('regenerates after admin changes: a new offer gets its page within 60 s, and a deleted one loses it', async () => {
    const auth = await adminAuth(site.stack);
    const stores = (await (await fetch(`${site.stack.apiUrl}/store/names`)).json()) as Array<{ _id: string }>;
    const types = (await (await fetch(`${site.stack.apiUrl}/offertype?paginated=false`)).json()) as {
      data: Array<{ title: string }>;
    };
    const imageDir = join(site.stack.dataDir, 'uploads/ads');
    const imageName = readdirSync(imageDir).find((name) => /\.\d+x\d+\.webp$/.test(name)) ?? '';
    const form = new FormData();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    form.append('startDate', today);
    form.append('endDate', '2099-12-31');
    form.append('offerType', types.data[0]?.title ?? '');
    form.append('description', 'Regeneration test: 50% off on banana chips');
    form.append('adsImages', new Blob([readFileSync(join(imageDir, imageName))], { type: 'image/webp' }), 'chips.webp');
    const created = await fetch(`${site.stack.apiUrl}/storeads/${stores[0]?._id}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const pageUrl = `${site.stack.publicUrl}/offerdetails/${id}`;

    await expect
      .poll(async () => (await html(pageUrl)).text.includes('Regeneration test: 50% off on banana chips'), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    await expect
      .poll(
        async () => (await html(`${site.stack.publicUrl}/sitemap.xml`)).text.includes(`/offerdetails/${id}</loc>`),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);

    const deleted = await fetch(`${site.stack.apiUrl}/storeads/${id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBeLessThan(300);
    await expect
      .poll(async () => (await html(pageUrl)).text.includes('Regeneration test'), { timeout: 60_000, interval: 500 })
      .toBe(false);
    await expect
      .poll(
        async () => (await html(`${site.stack.publicUrl}/sitemap.xml`)).text.includes(`/offerdetails/${id}</loc>`),
        {
          timeout: 60_000,
        },
      )
      .toBe(false);
    expect((await html(`${site.stack.publicUrl}/`)).text).not.toContain('Regeneration test');
  }, 150_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

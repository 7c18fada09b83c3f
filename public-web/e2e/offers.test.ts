import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectEarlyHeartKept, holdApp, PHONE, scriptsLoaded, useSite } from './site.js';

interface Listing {
  data: Array<{ _id: string; storeName: string; category: string }>;
  totalAds: number;
  totalPages: number;
}

/** Where the first card of the page leads. */
const firstCardHref = (page: Page) =>
  page
    .getByTestId('offer-card')
    .first()
    .getByRole('link', { name: /^View details/ })
    .getAttribute('href');

const showing = ({ data, totalAds }: Listing) =>
  data.length < totalAds ? `Showing 1-${data.length} of ${totalAds} offers` : `Showing ${data.length} offers`;

describe('/offers', () => {
  const site = useSite();
  const listing = async (query: string) =>
    (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?${query}`)).json()) as Listing;

  it('writes a chosen filter to the URL, resets the page and shows the store title and count', async () => {
    const all = await listing('limit=1');
    const store = all.data[0]?.storeName ?? '';
    const expected = await listing(`storeName=${encodeURIComponent(store)}&limit=12`);
    const { page, errors } = await site.open('/offers?page=2');
    const storeButton = page.getByRole('button', { name: 'Store: All Stores' });
    await storeButton.click();
    // The list the button controls is the one it opened: the island's ids are the prerender's (docs/decisions/048).
    expect(await page.locator(`[id="${await storeButton.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search store' }).fill(store.slice(0, 6));
    await page.getByRole('button', { name: store, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('storeName') === store && !url.searchParams.has('page'));
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Offers from ${store}`);
    await expect.poll(() => page.getByTestId('offers-count').textContent()).toBe(showing(expected));
    expect(
      await page
        .locator('.chips')
        .getByRole('link', { name: new RegExp(`^${store}`) })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });

  it('switches to the same view in Malayalam and back, keeping filters and sort, and remembers the choice', async () => {
    const category = (await listing('limit=1')).data[0]?.category ?? '';
    const { page, errors } = await site.open(`/offers?category=${encodeURIComponent(category)}`);
    await page.getByLabel('Sort by').selectOption('ending');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'ending');
    await page.locator('.nav-desktop [data-testid="language-switch"]').click();
    await page.waitForURL((url) => url.pathname === '/ml/offers');
    const url = new URL(page.url());
    expect([url.searchParams.get('category'), url.searchParams.get('sort')]).toEqual([category, 'ending']);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('ml-IN');
    expect(await page.locator('h1').textContent()).toBe('പുതിയ ഓഫറുകൾ');
    expect(await page.getByLabel('ക്രമം').inputValue()).toBe('ending');
    expect(await page.evaluate(() => localStorage.getItem('offerboard.language'))).toBe('ml');
    await page.locator('.nav-desktop [data-testid="language-switch"]').click();
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('sort') === 'ending');
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    expect(await page.evaluate(() => localStorage.getItem('offerboard.language'))).toBe('en');
    expect(errors).toEqual([]);
  });

  it('finds a Malayalam word on /ml/offers whichever way its chillu is encoded', async () => {
    const malayalam = (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=48`)).json()) as {
      data: Array<{ titleMl?: string; descriptionMl?: string }>;
    };
    const word = malayalam.data
      .flatMap((offer) => `${offer.titleMl ?? ''} ${offer.descriptionMl ?? ''}`.split(/\s+/))
      .find((candidate) => /[\u0d7a-\u0d7f]/.test(candidate) && candidate.length >= 4);
    if (!word) throw new Error('no demo offer text with an atomic chillu');
    // The same word with each atomic chillu written as its consonant, virama and zero-width joiner.
    const BASES: Record<string, string> = { ൺ: 'ണ', ൻ: 'ന', ർ: 'ര', ൽ: 'ല', ൾ: 'ള', ൿ: 'ക' };
    const joined = word.replace(/[\u0d7a-\u0d7f]/g, (chillu) => `${BASES[chillu]}\u0d4d\u200d`);
    expect(joined).not.toBe(word);
    const counts: string[] = [];
    for (const query of [word, joined]) {
      const { page, errors } = await site.open(`/ml/offers?searchQuery=${encodeURIComponent(query)}`);
      await expect.poll(() => page.getByTestId('offers-count').textContent()).toMatch(/^[\d,]+ ഓഫറുക/);
      expect(await page.getByTestId('offer-card').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('offer-card').first().locator('.offer-title').textContent()).toMatch(
        /[\u0d00-\u0d7f]/,
      );
      counts.push((await page.getByTestId('offers-count').textContent()) ?? '');
      expect(errors).toEqual([]);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('restores the same view from a shared link, and Clear all empties it', async () => {
    const category = (await listing('limit=1')).data[0]?.category ?? '';
    const expected = await listing(`category=${encodeURIComponent(category)}&limit=12`);
    const { page } = await site.open(`/offers?category=${encodeURIComponent(category)}`);
    await expect.poll(() => page.getByRole('button', { name: `Category: ${category}` }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('offers-count').textContent()).toBe(showing(expected));
    const ids = await page
      .getByTestId('offer-card')
      .getByRole('link', { name: /^View details/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(ids).toEqual(expected.data.map((offer) => `/offerdetails/${offer._id}`));
    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Latest Offers');
  });

  it('takes over without the markup only the prerender writes: the early chips, their script, the noscript fields', async () => {
    const scripts = [...(await scriptsLoaded(site, '/offers')), ...(await scriptsLoaded(site, '/ml/offers'))];
    const code = await Promise.all(scripts.map(async (path) => (await fetch(`${site.stack.publicUrl}${path}`)).text()));
    expect(code.some((text) => text.includes('Filter offers'))).toBe(true);
    // From the early script, the noscript fields and the noscript note's template (docs/decisions/044), in either
    // language: the prerender's own texts (docs/decisions/047).
    const prerenderOnly = ['ul=box.firstChild', 'noscript-fields', 'This link shows:', 'ഈ ലിങ്കിൽ:'];
    expect(prerenderOnly.filter((marker) => code.some((text) => text.includes(marker)))).toEqual([]);
  });

  it('takes over without the router or the routed app, on its pages and in Malayalam (docs/decisions/048)', async () => {
    for (const path of ['/offers', '/offers?category=Textiles', '/offers/page/2', '/ml/offers']) {
      const scripts = await scriptsLoaded(site, path);
      expect(
        scripts.some((script) => /\/assets\/offers-islands-[^/]+\.js$/.test(script)),
        path,
      ).toBe(true);
      expect(
        scripts.filter((script) => /\/assets\/(router|app-client|offers\.lazy|home-[\w-]+)-[^/]+\.js$/.test(script)),
        path,
      ).toEqual([]);
    }
  });

  it('goes Back and Forward between its views without a page load, re-rendering the list and the title', async () => {
    const [first, second, ending] = await Promise.all([
      listing('limit=12'),
      listing('limit=12&page=2'),
      listing('limit=12&sort=ending'),
    ]);
    const { page, errors } = await site.open('/offers');
    // Gone if the page were loaded again: every view below is shown by the page that was opened.
    await page.evaluate(() => Object.assign(window, { openedPage: true }));
    const samePage = () => page.evaluate(() => 'openedPage' in window);
    const nav = page.getByRole('navigation', { name: 'Pages' });
    const pageTwo = nav.getByRole('link', { name: 'Page 2' });
    await pageTwo.scrollIntoViewIfNeeded();
    await pageTwo.click();
    await page.waitForURL((url) => url.pathname === '/offers/page/2');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${second.data[0]?._id}`);
    expect(await page.title()).toMatch(/^Latest offers in Kerala, page 2 \|/);
    expect(await pageTwo.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByLabel('Sort by').selectOption('ending');
    await page.waitForURL((url) => url.pathname === '/offers' && url.search === '?sort=ending');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${ending.data[0]?._id}`);
    expect(await page.title()).toMatch(/^Latest offers in Kerala \|/);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/offers/page/2');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${second.data[0]?._id}`);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');
    expect(await page.title()).toMatch(/, page 2 \|/);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/offers');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${first.data[0]?._id}`);
    expect(await nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await page.goForward();
    await page.goForward();
    expect(new URL(page.url()).search).toBe('?sort=ending');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${ending.data[0]?._id}`);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('ending');
    expect(await samePage()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("reads a shared link in the router's encoding, keeps keys it does not know, and stays under /ml/", async () => {
    const category = (await listing('limit=1')).data[0]?.category ?? '';
    const expected = await listing(`category=${encodeURIComponent(category)}&sort=ending&limit=12`);
    // A JSON-quoted value, as the router writes a text that reads as JSON, and a campaign's tag.
    const shared = `/ml/offers?category=${encodeURIComponent(JSON.stringify(category))}&sort=ending&utm_source=whatsapp`;
    const { page, errors } = await site.open(shared);
    const firstPicture = page.getByTestId('offer-card').first().locator('a.offer-card-media');
    await expect.poll(() => firstPicture.getAttribute('href')).toBe(`/ml/offerdetails/${expected.data[0]?._id}`);
    expect(await page.getByLabel('ക്രമം').inputValue()).toBe('ending');
    expect(await page.locator('.nav-desktop a.nav-link[href="/ml/offers"]').getAttribute('aria-current')).toBe('page');
    await page.getByLabel('ക്രമം').selectOption('newest');
    await page.waitForURL((url) => url.pathname === '/ml/offers' && !url.searchParams.has('sort'));
    const url = new URL(page.url());
    expect([url.searchParams.get('category'), url.searchParams.get('utm_source')]).toEqual([category, 'whatsapp']);
    expect(errors).toEqual([]);
  });

  it('still works in the routed app, reached by a client-side navigation from a routed page', async () => {
    const [second, ending] = await Promise.all([listing('limit=12&page=2'), listing('limit=12&sort=ending')]);
    const { page } = await site.open('/aboutus');
    await page.locator('.nav-desktop').getByRole('link', { name: 'Offers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/offers');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.pathname === '/offers/page/2');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${second.data[0]?._id}`);
    await page.getByLabel('Sort by').selectOption('ending');
    await page.waitForURL((url) => url.pathname === '/offers' && url.search === '?sort=ending');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${ending.data[0]?._id}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/offers/page/2');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${second.data[0]?._id}`);
  });

  it('keeps a heart tapped before the islands have taken over, and saves the offer once they have', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const startApp = await holdApp(page, 'offers-islands');
    await page.goto(`${site.stack.publicUrl}/offers`, { waitUntil: 'domcontentloaded' });
    await expectEarlyHeartKept(page, startApp);
    await context.close();
  });

  it('searches as you type (debounced) and shows No offers found for nothing', async () => {
    const { page } = await site.open('/offers');
    await expect
      .poll(async () => {
        await page.keyboard.press('Control+k');
        return page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      })
      .toBe('Search offers');
    await page.keyboard.type('zzqx-nothing-matches');
    await page.waitForURL((url) => url.searchParams.get('searchQuery') === 'zzqx-nothing-matches');
    await expect.poll(() => page.getByText('No offers found').isVisible()).toBe(true);
  });

  it('pages with numbered links, disabling Previous on the first page and Next on the last', async () => {
    const all = await listing('limit=12');
    expect(all.totalPages).toBeGreaterThan(2);
    const { page } = await site.open('/offers?sort=ending');
    const nav = page.getByRole('navigation', { name: 'Pages' });
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/offers?sort=ending&page=2');
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goto(`${site.stack.publicUrl}/offers?page=${all.totalPages}`);
    expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await nav.getByRole('link', { name: /^Page / }).count()).toBe(Math.min(5, all.totalPages));
    const last = await listing(`limit=12&page=${all.totalPages}`);
    const first = (all.totalPages - 1) * 12 + 1;
    await expect
      .poll(() => page.getByTestId('offers-count').textContent())
      .toBe(`Showing ${first}-${first + last.data.length - 1} of ${all.totalAds} offers`);
  });

  it('shows the whole search placeholder on a phone, here and on home', async () => {
    for (const path of ['/offers', '/']) {
      const { page } = await site.open(path, PHONE);
      const fits = await page.getByRole('combobox', { name: 'Search offers' }).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits, path).toBe(true);
    }
  });

  it('keeps the pages on one row on a phone', async () => {
    const { page } = await site.open('/offers?page=3', PHONE);
    const rows = await page
      .getByRole('navigation', { name: 'Pages' })
      .evaluate((nav) => new Set([...nav.children].map((child) => child.getBoundingClientRect().top)).size);
    expect(rows).toBe(1);
  });

  it('includes expired offers with showExpired=true', async () => {
    const current = await listing('limit=1');
    const withExpired = await listing('limit=1&showExpired=true');
    expect(withExpired.totalAds).toBeGreaterThan(current.totalAds);
    const { page } = await site.open('/offers?showExpired=true');
    await expect.poll(() => page.locator('.result-count').textContent()).toBe(`${withExpired.totalAds} results`);
    const plain = await site.open('/offers');
    expect(await plain.page.locator('.result-count').textContent()).toBe(`${current.totalAds} results`);
  });

  it('folds the filters into a panel on a phone, and copies the filter link', async () => {
    const { page } = await site.open('/offers?district=Ernakulam', PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const dropdown = page.getByRole('button', { name: 'District: Ernakulam' });
    expect(await dropdown.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    expect(await dropdown.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
    await expect.poll(() => page.getByText('Filter URL copied!').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.stack.publicUrl}/offers?district=Ernakulam`,
    );
  });

  it('keeps the phone filter panel open while choosing, then shows the results with "Show N results"', async () => {
    const expected = await listing('district=Ernakulam&limit=1');
    const { page } = await site.open('/offers', PHONE);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'District: All Districts' }).click();
    await page.getByRole('button', { name: 'Ernakulam', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('district') === 'Ernakulam');
    const show = page.getByRole('button', { name: `Show ${expected.totalAds} results` });
    await expect.poll(() => show.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'District: Ernakulam' }).isVisible()).toBe(true);
    await show.click();
    expect(await page.getByRole('button', { name: 'District: Ernakulam' }).isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('offers-count').isVisible()).toBe(true);
    expect(await page.getByTestId('offers-count').evaluate((line) => line.getBoundingClientRect().top)).toBeLessThan(
      PHONE.height,
    );
    const desktop = await site.open('/offers');
    expect(await desktop.page.locator('.show-results').isVisible()).toBe(false);
  });

  it('reads a malformed page as page 1 and says so when a page is past the end', async () => {
    const first = await listing('limit=12');
    const { page, errors } = await site.open('/offers?page=abc');
    await expect.poll(() => firstCardHref(page)).toBe(`/offerdetails/${first.data[0]?._id}`);
    expect(await page.getByText('page must be integer').count()).toBe(0);
    expect(await page.getByTestId('offers-count').textContent()).toBe(showing(first));
    await page.goto(`${site.stack.publicUrl}/offers?district=Ernakulam&page=99`);
    await expect.poll(() => page.getByText('This page does not exist.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await page.waitForURL((url) => url.search === '?district=Ernakulam');
    await expect.poll(() => page.getByTestId('offers-count').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('counts the offers of a store, with 44 px chips and a Filters button inside its panel on a phone', async () => {
    const one = (await listing('limit=12')).data[0];
    const { page } = await site.open(`/offers?storeName=${encodeURIComponent(one?.storeName ?? '')}`, PHONE);
    const store = await listing(`limit=12&storeName=${encodeURIComponent(one?.storeName ?? '')}`);
    await expect.poll(() => page.getByTestId('offers-count').textContent()).toBe(showing(store));
    expect(await page.locator('.result-count').textContent()).toBe(
      `${store.totalAds} ${store.totalAds === 1 ? 'result' : 'results'}`,
    );
    const chip = await page.locator('.chips .chip:visible').first().boundingBox();
    expect(chip?.height).toBeGreaterThanOrEqual(44);
    const toggle = await page.getByRole('button', { name: /^Filters/ }).boundingBox();
    const bar = await page.getByRole('region', { name: 'Filter offers' }).boundingBox();
    expect(toggle && bar && toggle.x + toggle.width <= bar.x + bar.width).toBe(true);
    expect(toggle?.height).toBeLessThanOrEqual(48);
  });

  it('says 1 offer and 1 result for a single match, and 1-12 of N on the first page', async () => {
    const first = (await listing('limit=1')).data[0];
    const { page } = await site.open('/offers');
    const all = await listing('limit=12');
    expect(await page.getByTestId('offers-count').textContent()).toBe(`Showing 1-12 of ${all.totalAds} offers`);
    const words = (await (await fetch(`${site.stack.apiUrl}/storeads/ad/${first?._id}`)).json()) as {
      description: string;
    };
    await page.goto(`${site.stack.publicUrl}/offers?searchQuery=${encodeURIComponent(words.description)}`);
    const single = await listing(`limit=12&searchQuery=${encodeURIComponent(words.description)}`);
    expect(single.totalAds).toBe(1);
    await expect.poll(() => page.getByTestId('offers-count').textContent()).toBe('Showing 1 offer');
    expect(await page.locator('.result-count').textContent()).toBe('1 result');
  });
});

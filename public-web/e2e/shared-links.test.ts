// A shared /offers link opened on a slow phone (400 kbps, 300 ms, 4x slower CPU): what the page shows is sampled
// from the first byte until the right list is there, and must never be offers outside the link's filter nor blank.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdApp, PHONE, useSite } from './site.js';

interface Listing {
  data: Array<{ _id: string }>;
  totalAds: number;
  totalPages: number;
}

interface Sample {
  header: boolean;
  cards: string[];
  loading: boolean;
  chips: string[];
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** What a visitor sees now: the header, the offer cards actually visible, a loading line, the filter chips. */
function sample(page: Page): Promise<Sample | undefined> {
  return page
    .evaluate(() => {
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const cards = [...document.querySelectorAll('[data-testid="offer-card"]')]
        .filter(visible)
        .map((card) => card.querySelector('a[href^="/offerdetails/"]')?.getAttribute('href') ?? '');
      const header = document.querySelector('header');
      return {
        header: !!header && visible(header),
        cards,
        loading: [...document.querySelectorAll('p')].some((p) => p.textContent === 'Loading offers...' && visible(p)),
        chips: [...document.querySelectorAll('.chips .chip')].filter(visible).map((chip) => chip.textContent ?? ''),
      };
    })
    .catch(() => undefined);
}

describe('a shared /offers link on a slow phone', () => {
  const site = useSite();
  const listing = async (query: string) =>
    (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=12&${query}`)).json()) as Listing;

  async function watch(path: string, expected: string[]) {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await throttle(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const samples: Sample[] = [];
    await page.goto(`${site.stack.publicUrl}${path}`, { waitUntil: 'commit' });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const now = await sample(page);
      if (now) samples.push(now);
      if (now && now.cards.length > 0 && now.cards.every((href) => expected.includes(href))) break;
      if (Date.now() > deadline) throw new Error(`the list never showed: ${JSON.stringify(samples.at(-1))}`);
    }
    await context.close();
    expect(errors).toEqual([]);
    return samples;
  }

  it('never shows offers outside the filter nor a blank page, then its list with its chips, hydrating the page', async () => {
    const query = 'category=Jewellery&district=Kottayam';
    const expected = (await listing(query)).data.map((offer) => `/offerdetails/${offer._id}`);
    expect(expected.length).toBeGreaterThan(0);
    const samples = await watch(`/offers?${query}`, expected);
    const firstPainted = samples.findIndex((s) => s.header);
    expect(firstPainted).toBeGreaterThanOrEqual(0);
    const painted = samples.slice(firstPainted);
    expect(painted.filter((s) => !s.header)).toEqual([]);
    expect(painted.flatMap((s) => s.cards).filter((href) => !expected.includes(href))).toEqual([]);
    expect(painted.some((s) => s.loading)).toBe(true);
    expect(samples.at(-1)?.chips.map((chip) => chip.replace(/×.*$/, '').trim())).toEqual(['Jewellery', 'Kottayam']);
  });

  it('shows page 2 of a shared link, never page 1', async () => {
    const expected = (await listing('page=2')).data.map((offer) => `/offerdetails/${offer._id}`);
    const samples = await watch('/offers?page=2', expected);
    const painted = samples.slice(samples.findIndex((s) => s.header));
    expect(painted.filter((s) => !s.header)).toEqual([]);
    expect(painted.flatMap((s) => s.cards).filter((href) => !expected.includes(href))).toEqual([]);
  });

  it('says what a filtered link is without JavaScript: its filters as chips, not the unfiltered list', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const visibleCards = () => page.locator('[data-testid="offer-card"]:visible').count();
      const chips = () => page.locator('.noscript-filters .chip').allTextContents();

      await page.goto(`${site.stack.publicUrl}/offers?category=Jewellery&district=Kottayam&utm_source=whatsapp`);
      expect(await page.locator('.noscript-filters').isVisible()).toBe(true);
      expect(await chips()).toEqual(['Category: Jewellery', 'District: Kottayam']);
      expect(await page.locator('.noscript-filters').innerText()).toContain('Listing these offers needs JavaScript');
      expect(await visibleCards()).toBe(0);
      expect(await page.getByRole('link', { name: 'See all offers' }).getAttribute('href')).toBe('/offers');

      const hostile = `<img src=x onerror="document.title='x'">&amp;'`;
      await page.goto(`${site.stack.publicUrl}/offers?searchQuery=${encodeURIComponent(hostile)}&page=2`);
      expect(await chips()).toEqual([`Search: ${hostile}`, 'Page: 2']);
      expect(await page.locator('.noscript-filters img').count()).toBe(0);

      await page.goto(`${site.stack.publicUrl}/offers?utm_source=whatsapp`);
      expect(await page.locator('.noscript-filters').count()).toBe(0);
      expect(await visibleCards()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
    const { page } = await site.open('/offers?category=Jewellery');
    expect(await page.locator('.noscript-filters').count()).toBe(0);
  });

  it('without JavaScript the filter bar is a form that loads the filtered address; controls needing JS are hidden', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.stack.publicUrl}/offers`);
      // The dropdowns (behind the Filters toggle on a phone), Copy Link and the app's Sort select need JavaScript.
      for (const hidden of ['.filter-toggle', '.filter-panel', '.copy-filter-link', '.sort-control']) {
        expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
      }
      const submit = page.locator('.noscript-fields button[type="submit"]');
      await page.locator('input[name="searchQuery"]').fill('saree sale');
      await submit.click();
      await page.waitForURL(/searchQuery=saree\+sale/);
      expect(new URL(page.url()).pathname).toBe('/offers');
      expect(await page.locator('.noscript-filters .chip').allTextContents()).toEqual(['Search: saree sale']);

      await page.goto(`${site.stack.publicUrl}/offers`);
      await page.locator('.noscript-fields select[name="district"]').selectOption('Kottayam');
      await page.locator('.noscript-fields select[name="sort"]').selectOption('ending');
      await submit.click();
      await page.waitForURL(/district=Kottayam/);
      const query = new URL(page.url()).searchParams;
      expect([query.get('district'), query.get('sort'), query.get('category')]).toEqual(['Kottayam', 'ending', '']);
      expect(await page.locator('.noscript-filters .chip').allTextContents()).toEqual(['District: Kottayam']);
    } finally {
      await context.close();
    }
    // With JavaScript the same bar hydrates cleanly, and Enter in the search box searches without a page load.
    const { page, errors } = await site.open('/offers');
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    await page.locator('input[name="searchQuery"]').fill('saree');
    await page.locator('input[name="searchQuery"]').press('Enter');
    await page.waitForURL(/searchQuery=saree/);
    expect(await page.locator('body[data-same-document]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('pages the plain listing by links without JavaScript: page 2 and 3 are prerendered with their own offers', async () => {
    const hrefs = async (page: Page) =>
      page
        .locator('[data-testid="offer-card"] a.button.primary')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.stack.publicUrl}/offers`);
      const first = await hrefs(page);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      for (const [number, step] of [
        [2, pages.getByRole('link', { name: 'Next' })],
        [3, pages.getByRole('link', { name: 'Page 3' })],
      ] as const) {
        await step.click();
        await page.waitForURL(`${site.stack.publicUrl}/offers/page/${number}`);
        const expected = await listing(`page=${number}`);
        expect(await hrefs(page)).toEqual(expected.data.map((offer) => `/offerdetails/${offer._id}`));
        expect(await hrefs(page)).not.toContain(first[0]);
        const from = (number - 1) * 12 + 1;
        expect(await page.getByTestId('offers-count').textContent()).toBe(
          `Showing ${from}-${from + expected.data.length - 1} of ${expected.totalAds} offers`,
        );
        expect(await page.locator('.noscript-filters').count()).toBe(0);
        expect(await page.title()).toContain(`page ${number}`);
      }
      await pages.getByRole('link', { name: 'Page 1' }).click();
      await page.waitForURL(`${site.stack.publicUrl}/offers`);
      expect(await hrefs(page)).toEqual(first);
    } finally {
      await context.close();
    }
    // With JavaScript the page hydrates as page 2 and pages on in place.
    const { page, errors } = await site.open('/offers/page/2');
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(`${site.stack.publicUrl}/offers/page/3`);
    const third = await listing('page=3');
    await expect
      .poll(() => page.getByTestId('offers-count').textContent())
      .toBe(`Showing 25-${24 + third.data.length} of ${third.totalAds} offers`);
    expect(await page.locator('body[data-same-document]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows a shared link's chips and filter count before the app takes over, and the app keeps them", async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // Every change of the chips, as the page shows them from its first paint on.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { chipsSeen: seen });
        new MutationObserver(() => {
          const chips = [...document.querySelectorAll('.chips .chip')]
            .filter((chip) => chip.checkVisibility())
            .map((chip) => chip.textContent)
            .join('|');
          if (chips !== seen.at(-1)) seen.push(chips);
        }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      const startApp = await holdApp(page);
      const query = 'category=Jewellery&district=Kottayam&location=Pala&searchQuery=gold%20%3Cb%3E&page=2';
      // The app's module would hold DOMContentLoaded: the page is watched as it is parsed.
      await page.goto(`${site.stack.publicUrl}/offers?${query}`, { waitUntil: 'commit' });
      const chips = page.locator('.chips .chip:visible');
      await page.locator('.copy-filter-link').waitFor({ state: 'attached' });
      const shown = async () => ({
        chips: await chips.allTextContents(),
        hrefs: await chips.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        // Its text as shown: "Filters" and the count are flex items of the button, a line apart in innerText.
        toggle: (await page.locator('.filter-toggle').innerText()).replace(/\s+/g, ' '),
        clearAll: await page.getByRole('link', { name: 'Clear all' }).getAttribute('href'),
      });
      const early = await shown();
      expect(early).toEqual({
        chips: [
          '“gold <b>” ×remove search',
          'Jewellery ×remove category filter',
          'Kottayam ×remove district filter',
          'Pala ×remove location filter',
        ],
        hrefs: [
          '/offers?category=Jewellery&district=Kottayam&location=Pala',
          '/offers?district=Kottayam&location=Pala&searchQuery=gold+%3Cb%3E',
          '/offers?category=Jewellery&searchQuery=gold+%3Cb%3E',
          '/offers?category=Jewellery&district=Kottayam&searchQuery=gold+%3Cb%3E',
        ],
        toggle: 'Filters (3)',
        clearAll: '/offers',
      });
      expect(await page.locator('body[data-hydrated]').count()).toBe(0);
      expect(await chips.first().isVisible()).toBe(true);

      await page.evaluate(() =>
        Object.assign(window, { early: [...document.querySelectorAll('.filter-toggle *, .filter-summary *')] }),
      );
      startApp();
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator('.early-filters').isHidden()).toBe(true);
      // The app took over the prerendered filter bar, the early boxes included, without replacing any of it.
      const replaced = await page.evaluate(
        () => (window as unknown as { early: Element[] }).early.filter((element) => !element.isConnected).length,
      );
      expect(replaced).toBe(0);
      // The app writes the same addresses, its keys in its own order.
      const sameAddress = (href: string | null) => {
        const url = new URL(href ?? '', site.stack.publicUrl);
        url.searchParams.sort();
        return `${url.pathname}${url.search}`;
      };
      const hydrated = await shown();
      expect({ ...hydrated, hrefs: hydrated.hrefs.map(sameAddress) }).toEqual({
        ...early,
        hrefs: early.hrefs.map(sameAddress),
      });
      // The chips never went away on the way: the early ones, then the app's, in the same frame.
      const seen = await page.evaluate(() => (window as unknown as { chipsSeen: string[] }).chipsSeen);
      expect(seen.slice(seen.indexOf(early.chips.join('|')))).toEqual([early.chips.join('|')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('removes a filter by its chip, a plain link, before and after the app has taken over', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.route('**/assets/entry-client-*.js', (route) => route.abort());
      await page.goto(`${site.stack.publicUrl}/offers?category=Jewellery&district=Kottayam`);
      await page
        .locator('.chips')
        .getByRole('link', { name: /^Kottayam/ })
        .click();
      await page.waitForURL(`${site.stack.publicUrl}/offers?category=Jewellery`);
      expect(await page.locator('.chips .chip').allTextContents()).toEqual(['Jewellery ×remove category filter']);
    } finally {
      await context.close();
    }
    const { page, errors } = await site.open('/offers?category=Jewellery&district=Kottayam&location=Pala', PHONE);
    await expect.poll(() => page.locator('.early-filters').isHidden()).toBe(true);
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    await page
      .locator('.chips')
      .getByRole('link', { name: /^Kottayam/ })
      .click();
    await page.waitForURL((url) => url.search === '?category=Jewellery');
    await expect
      .poll(() => page.locator('.chips .chip:visible').allTextContents())
      .toEqual(['Jewellery ×remove category filter']);
    await expect
      .poll(async () => (await page.locator('.filter-toggle').innerText()).replace(/\s+/g, ' '))
      .toBe('Filters (1)');
    expect(await page.locator('body[data-same-document]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('redirects an old /offer/{id} link to its page, keeping the query', async () => {
    const response = await fetch(`${site.stack.publicUrl}/offer/abc123/?utm_source=whatsapp&x=%20y`, {
      redirect: 'manual',
    });
    expect([response.status, response.headers.get('location')]).toEqual([
      301,
      '/offerdetails/abc123?utm_source=whatsapp&x=%20y',
    ]);
    const other = await fetch(`${site.stack.publicUrl}/offer/abc123/more`, { redirect: 'manual' });
    expect(other.status).toBe(404);
  });
});

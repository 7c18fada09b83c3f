import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAuth, DESKTOP, holdApp, PHONE, PHONE_BROWSER, scriptsLoaded, useSite } from './site.js';

interface Offer {
  _id: string;
  title: string;
  titleMl?: string;
  offerTypeMl?: string;
  description: string;
  category: string;
  categoryMl?: string;
  adsImages: string[];
  storeId: {
    _id: string;
    storeName: string;
    contact: string;
    email: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
  };
}

describe('/offerdetails/{id}', () => {
  const site = useSite();

  async function offerWithImages(count: number): Promise<Offer> {
    const body = (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=48`)).json()) as {
      data: Offer[];
    };
    const offer = body.data.find((candidate) => candidate.adsImages.length >= count && candidate.storeId.contact);
    if (!offer) throw new Error(`no demo offer with ${count} images and a phone`);
    return offer;
  }

  /** A finger's swipe from right to left over the gallery: trusted touch events, which scroll as a finger does. */
  async function swipeLeft(page: Page) {
    const box = await page.locator('.gallery-main').boundingBox();
    if (!box) throw new Error('no gallery');
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * 0.8);
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.075));
    await touch('touchEnd', 0);
  }

  it('shows the offer, its store, its period and store details, hydrated without errors', async () => {
    const offer = await offerWithImages(1);
    const { page, errors } = await site.open(`/offerdetails/${offer._id}`);
    expect(await page.locator('h1').textContent()).toBe(offer.title);
    expect(await page.locator('.store-card').textContent()).toContain(offer.storeId.storeName);
    expect(await page.getByRole('heading', { name: 'Offer Period' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Store Details' }).isVisible()).toBe(true);
    expect(await page.locator('.badge.category').textContent()).toBe(offer.category);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('shows the offer in Malayalam under /ml/, lang ml-IN, with hreflang both ways (docs/decisions/047)', async () => {
    const body = (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=48`)).json()) as {
      data: Offer[];
    };
    const offer = body.data.find((candidate) => candidate.titleMl);
    if (!offer?.titleMl) throw new Error('no demo offer with a Malayalam title');
    const english = `${site.stack.publicUrl}/offerdetails/${offer._id}`;
    const malayalam = `${site.stack.publicUrl}/ml/offerdetails/${offer._id}`;
    const alternates = (page: Page) =>
      page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      );
    const expected = { 'en-IN': english, 'ml-IN': malayalam, 'x-default': english };

    const { page, errors } = await site.open(`/ml/offerdetails/${offer._id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ml-IN');
    expect(await page.locator('h1').textContent()).toBe(offer.titleMl);
    expect(await page.getByRole('heading', { name: 'ഓഫർ കാലാവധി' }).isVisible()).toBe(true);
    expect(await page.title()).toContain(offer.titleMl);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('ml_IN');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(malayalam);
    expect(await alternates(page)).toEqual(expected);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ name: offer.titleMl, url: malayalam, inLanguage: 'ml' });
    // Links stay in Malayalam: the header's, and the switch goes to the English page.
    expect(await page.locator('.nav-desktop a.nav-link', { hasText: 'ഓഫറുകൾ' }).getAttribute('href')).toBe('/ml/offers');
    expect(await page.locator('.nav-desktop [data-testid="language-switch"]').getAttribute('href')).toBe(
      `/offerdetails/${offer._id}`,
    );
    // Each action's label on one line at 1366 px (the longer Malayalam "ഷെയർ ചെയ്യുക" broke in two): one box per label.
    const labelLines = await page.locator('.detail-actions .button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const label = [...button.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const range = document.createRange();
        if (label) range.selectNodeContents(label);
        return `${button.textContent?.trim()}: ${range.getClientRects().length}`;
      }),
    );
    expect(labelLines).toEqual(['WhatsApp: 1', 'വിളിക്കുക: 1', 'ഷെയർ ചെയ്യുക: 1']);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The Malayalam font, its 400 weight's Malayalam subset only: loaded here, never by an English page.
    const fonts = (page: Page) =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.(woff2?|ttf|otf)$/.test(name)),
      );
    expect(await fonts(page)).toEqual([
      expect.stringMatching(/\/assets\/noto-sans-malayalam-malayalam-400-normal-[\w-]+\.woff2$/),
    ]);

    const { page: englishPage } = await site.open(`/offerdetails/${offer._id}`);
    expect(await englishPage.locator('html').getAttribute('lang')).toBe('en-IN');
    expect(await englishPage.locator('h1').textContent()).toBe(offer.title);
    expect(await englishPage.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_IN');
    expect(await alternates(englishPage)).toEqual(expected);
    await englishPage.waitForLoadState('networkidle');
    expect(await fonts(englishPage)).toEqual([]);
  });

  it('takes over without loading the router or the home page (docs/decisions/041)', async () => {
    const offer = await offerWithImages(1);
    const scripts = await scriptsLoaded(site, `/offerdetails/${offer._id}`);
    expect(scripts.some((path) => /\/assets\/offer-islands-[^/]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(router|app-client|home-[\w-]+)-[^/]+\.js$/.test(path))).toEqual([]);
  });

  it('links WhatsApp to wa.me with the digits-only phone and a text naming the offer by its address', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`);
    const digits = offer.storeId.contact.replace(/\D/g, '');
    const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(whatsapp).toBe(
      `https://wa.me/91${digits}?text=${encodeURIComponent(
        `Hi! I'm interested in your offer: ${offer.description}\n${site.stack.publicUrl}/offerdetails/${offer._id}`,
      )}`,
    );
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(`tel:+91${digits}`);
  });

  it('moves through the gallery with arrows, thumbnails and dots', async () => {
    const offer = await offerWithImages(2);
    const { page } = await site.open(`/offerdetails/${offer._id}`);
    const image = page.getByTestId('gallery-image');
    await page.getByRole('button', { name: 'Pause pictures' }).click();
    expect(await image.getAttribute('src')).toContain(offer.adsImages[0]);
    await page.getByRole('button', { name: 'Next picture' }).click();
    expect(await image.getAttribute('src')).toContain(offer.adsImages[1]);
    await page.getByRole('button', { name: 'Previous picture' }).click();
    expect(await image.getAttribute('src')).toContain(offer.adsImages[0]);
    await page.locator('.gallery-thumbs').getByRole('button', { name: 'Show picture 2' }).click();
    expect(await image.getAttribute('alt')).toMatch(/picture 2 of/);
    const heart = page.getByRole('button', { name: 'Save this offer' });
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('swipes the gallery on a touch phone, opens the picture full screen and closes back to it', async () => {
    const offer = await offerWithImages(2);
    const context = await site.browser.newContext({ hasTouch: true, isMobile: true, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${site.stack.publicUrl}/offerdetails/${offer._id}`);
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Pause pictures' }).tap();
      const image = page.getByTestId('gallery-image');
      expect(await image.getAttribute('src')).toContain(offer.adsImages[0]);
      await swipeLeft(page);
      await expect.poll(() => image.getAttribute('src')).toContain(offer.adsImages[1]);
      expect(await image.getAttribute('alt')).toMatch(/picture 2 of/);

      await image.tap();
      const viewer = page.getByRole('dialog', { name: /pictures$/ });
      await expect.poll(() => viewer.isVisible()).toBe(true);
      const large = viewer.getByTestId('viewer-image');
      expect(await large.getAttribute('src')).toContain(offer.adsImages[1]);
      expect(await large.getAttribute('sizes')).toBe('100vw');
      expect((await large.boundingBox())?.width).toBe(PHONE.width);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const close = viewer.getByRole('button', { name: 'Close' });
      expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => large.getAttribute('src')).toContain(offer.adsImages[0]);
      await close.tap();
      await expect.poll(() => viewer.count()).toBe(0);
      // The gallery shows the picture the viewer showed last, and has the focus on it.
      await expect.poll(() => image.getAttribute('src')).toContain(offer.adsImages[0]);
      expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.dataset.testid)).toBe(
        'gallery-image',
      );
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      await image.tap();
      await expect.poll(() => viewer.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        /^View picture 1 of \d+ full screen$/,
      );
    } finally {
      await context.close();
    }
  });

  it('keeps swipes made before the app has taken over', async () => {
    const offer = await offerWithImages(3);
    const context = await site.browser.newContext({ hasTouch: true, isMobile: true, viewport: PHONE });
    try {
      const page = await context.newPage();
      const startApp = await holdApp(page);
      await page.goto(`${site.stack.publicUrl}/offerdetails/${offer._id}`, { waitUntil: 'commit' });
      const track = page.locator('.snap-track');
      await track.waitFor();
      for (const shown of [1, 2]) {
        await swipeLeft(page);
        await expect.poll(() => track.evaluate((node) => node.scrollLeft / node.clientWidth)).toBe(shown);
      }
      expect(await page.locator('body[data-hydrated]').count()).toBe(0);
      startApp();
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      // Picture 3, which autoplay (one picture per 3 s from the first) would not reach first.
      await expect.poll(() => page.getByTestId('gallery-image').getAttribute('src')).toContain(offer.adsImages[2]);
    } finally {
      await context.close();
    }
  });

  it('shows a larger picture full screen on a wide screen than in the gallery', async () => {
    const offer = await offerWithImages(2);
    const { page } = await site.open(`/offerdetails/${offer._id}`, DESKTOP);
    const image = page.getByTestId('gallery-image');
    await image.click();
    const large = page.getByRole('dialog').getByTestId('viewer-image');
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.currentSrc)).toBeTruthy();
    // The width of the file each shows, from its name (`.640w.webp` a variant, `.960x720.webp` the original).
    const [shown, full] = await Promise.all(
      [image, large].map((img) =>
        img.evaluate((element: HTMLImageElement) => Number(/\.(\d+)(?:w|x\d+)\.webp$/.exec(element.currentSrc)?.[1])),
      ),
    );
    expect(full).toBeGreaterThan(shown ?? Number.POSITIVE_INFINITY);
  });

  it('autoplays the gallery every 3 seconds', async () => {
    const offer = await offerWithImages(2);
    const { page } = await site.open(`/offerdetails/${offer._id}`, PHONE);
    const image = page.getByTestId('gallery-image');
    await expect.poll(() => image.getAttribute('src'), { timeout: 5000 }).toContain(offer.adsImages[1]);
  });

  it('shares by copying the text and the URL when the browser has no share sheet', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share Offer' }).click();
    await expect.poll(() => page.getByText('Link copied to clipboard!').isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(offer.title);
    expect(copied).toContain(`${site.stack.publicUrl}/offerdetails/${offer._id}`);
  });

  it('shows More Offers of the same category', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`);
    const more = page.getByRole('region', { name: 'More Offers' });
    await expect.poll(() => more.getByTestId('offer-card').count()).toBeGreaterThan(0);
    const hrefs = await more
      .getByRole('link', { name: /^View details/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(`/offerdetails/${offer._id}`);
    // On its Malayalam page too, though the category's name shown there is its Malayalam one.
    expect(offer.categoryMl).toBeTruthy();
    const malayalam = await site.open(`/ml/offerdetails/${offer._id}`);
    const moreInMalayalam = malayalam.page.getByRole('region', { name: 'കൂടുതൽ ഓഫറുകൾ' });
    await expect
      .poll(() => moreInMalayalam.getByTestId('offer-card').count())
      .toBe(await more.getByTestId('offer-card').count());
  });

  it('shows the not-found state with Back to Offers for an unknown id', async () => {
    const { page } = await site.open('/offerdetails/987654');
    await expect
      .poll(() => page.getByTestId('offer-not-found').textContent())
      .toContain('Offer not found. Please check the URL and try again.');
    await page.getByRole('link', { name: 'Back to Offers' }).click();
    await page.waitForURL('**/offers');
  });

  it('redirects the old /offer/{id} links to /offerdetails/{id}', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offer/${offer._id}`);
    await page.waitForURL(`**/offerdetails/${offer._id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(offer.title);
  });

  it('goes Back to /offers when the offer was opened with no page of the site before it, else to that page', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`, PHONE);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/offers');
    expect(page.url()).not.toBe('about:blank');
    await page.goto(`${site.stack.publicUrl}/aboutus`);
    // A page load from a link on the site (as before the app takes over), then one inside the app.
    await page.evaluate((href) => window.location.assign(href), `/offerdetails/${offer._id}`);
    await page.waitForURL((url) => url.pathname === `/offerdetails/${offer._id}`);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/aboutus');
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Offers', exact: true }).first().click();
    await page
      .getByTestId('offer-card')
      .first()
      .getByRole('link', { name: /^View details/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/offerdetails/'));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/offers');
  });

  it('links the store details: phone, e-mail, the address to the store pin on a map and the store to its page', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`);
    const details = page.locator('.info-box', { hasText: 'Store Details' });
    const digits = offer.storeId.contact.replace(/\D/g, '').slice(-10);
    expect(await details.getByRole('link', { name: offer.storeId.contact }).getAttribute('href')).toBe(
      `tel:+91${digits}`,
    );
    expect(await details.getByRole('link', { name: offer.storeId.email }).getAttribute('href')).toBe(
      `mailto:${offer.storeId.email}`,
    );
    const map = new URL((await details.getByRole('link', { name: offer.storeId.address }).getAttribute('href')) ?? '');
    expect(map.origin + map.pathname).toBe('https://www.google.com/maps/search/');
    // The demo stores have pins: the map opens at the pin.
    expect(map.searchParams.get('query')).toBe(`${offer.storeId.latitude},${offer.storeId.longitude}`);
    await page.locator('.store-card').getByRole('link', { name: offer.storeId.storeName }).click();
    await page.waitForURL((url) => url.pathname === `/store/${offer.storeId._id}`);
    // The address changes before the new page has rendered: wait for its heading.
    await expect.poll(() => page.locator('h1').textContent()).toBe(offer.storeId.storeName);
  });

  it('says the offer is not found for any id that finds none, keeps it unindexed and titled', async () => {
    for (const id of ['abc', '987655']) {
      const { page } = await site.open(`/offerdetails/${id}`);
      await expect
        .poll(() => page.getByTestId('offer-not-found').textContent())
        .toContain('Offer not found. Please check the URL and try again.');
      expect(await page.title()).toBe('Offer not found | OfferBoard');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
  });

  it('draws the heart of an offer not saved as an outline, and keeps it saved after a reload', async () => {
    const offer = await offerWithImages(1);
    const { page } = await site.open(`/offerdetails/${offer._id}`, PHONE);
    const heart = page.getByRole('button', { name: 'Save this offer' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.locator('svg').getAttribute('fill')).toBe('none');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.locator('svg').getAttribute('fill')).toBe('currentColor');
    await page.reload();
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  });

  it("counts the page view and the taps on WhatsApp and Call in the store's stats", async () => {
    const offer = await offerWithImages(1);
    const auth = await adminAuth(site.stack);
    const offerStats = async () => {
      const response = await fetch(`${site.stack.apiUrl}/stats/stores/${offer.storeId._id}?days=1`, { headers: auth });
      const stats = (await response.json()) as {
        offers: Array<{ _id: string; view: number; whatsapp: number; call: number }>;
      };
      const row = stats.offers.find((candidate) => candidate._id === offer._id);
      return { view: row?.view, whatsapp: row?.whatsapp, call: row?.call };
    };
    const before = await offerStats();
    const { page } = await site.open(`/offerdetails/${offer._id}`, PHONE, PHONE_BROWSER);
    // wa.me opens in a new tab and tel: hands over to the phone app: neither is this test's business
    page.context().on('page', (opened) => void opened.close());
    await page.route(/^tel:/, (route) => route.abort());

    await page.getByRole('link', { name: 'WhatsApp' }).click();
    await page.getByRole('link', { name: 'Call Now' }).click();

    // the API writes what it counted every 5 s
    await expect
      .poll(offerStats, { timeout: 20_000, interval: 500 })
      .toEqual({ view: (before.view ?? 0) + 1, whatsapp: (before.whatsapp ?? 0) + 1, call: (before.call ?? 0) + 1 });
  });
});

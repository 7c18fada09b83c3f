import { describe, expect, it } from 'vitest';
import { adminAuth, expectEarlyHeartKept, firstOffer, PHONE, scriptsLoaded, useSite } from './site.js';

describe('home page', () => {
  const site = useSite();

  /** Home on a phone whose app code arrives only when `release` is called, as on a slow connection. */
  async function homeBeforeTakeover() {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/(app-client|home-islands)-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.stack.publicUrl}/`, { waitUntil: 'domcontentloaded' });
    return { context, page, release };
  }

  it('shows the banner slider, the category carousel and the 8 latest offers, hydrating without errors', async () => {
    const { page, errors } = await site.open('/');
    await expect.poll(() => page.getByTestId('home-offer-count').textContent()).toMatch(/^Showing 8 of \d+ Offers$/);
    expect(await page.getByTestId('offer-card').count()).toBe(8);
    expect(await page.getByRole('region', { name: 'Featured offers' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show banner 2' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pause banners' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Shop by category' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    expect(await page.getByRole('link', { name: 'Call us' }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(errors).toEqual([]);
  });

  it('shows a mobile banner whole on a phone, 70vh at most, with its controls under it', async () => {
    const { page } = await site.open('/', PHONE);
    const image = page.locator('.banner img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, natural: img.naturalWidth / img.naturalHeight };
    });
    expect(shown.natural).toBeLessThan(1);
    expect(shown.height).toBeLessThanOrEqual(PHONE.height * 0.7 + 1);
    expect(Math.abs(shown.width / shown.height - shown.natural)).toBeLessThan(0.02);
    const imageBox = await image.boundingBox();
    const pause = await page.getByRole('button', { name: 'Pause banners' }).boundingBox();
    if (!imageBox || !pause) throw new Error('no banner or pause button');
    expect(pause.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height);
  });

  it('saves an offer with its heart, copies its link and moves the banners once the page has taken over', async () => {
    const newest = await firstOffer(site.stack);
    const { page, errors } = await site.open('/', PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = page.getByTestId('offer-card').first();
    const heart = card.getByRole('button', { name: /^Save / });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();

    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText('Saved. Find it under Saved in the menu').isVisible()).toBe(true);
    await card.getByRole('button', { name: /^Copy link to/ }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${site.stack.publicUrl}/offerdetails/${newest._id}`);
    await page.getByRole('button', { name: 'Show banner 2' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current'))
      .toBe('true');
    await page.getByRole('button', { name: 'Pause banners' }).click();
    expect(await page.getByRole('button', { name: 'Play banners' }).count()).toBe(1);

    await page.reload();
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${site.stack.publicUrl}/saved`);
    await expect
      .poll(() =>
        page
          .getByTestId('offer-card')
          .getByRole('link', { name: /^View details of/ })
          .getAttribute('href'),
      )
      .toBe(`/offerdetails/${newest._id}`);
    expect(errors).toEqual([]);
  });

  it('takes over without loading the router (docs/decisions/020)', async () => {
    const scripts = await scriptsLoaded(site, '/');
    expect(scripts.some((path) => /\/assets\/home-islands-[^/]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(router|app-client)-[^/]+\.js$/.test(path))).toEqual([]);
  });

  it('puts the newest offer first, and its card and View Details link to /offerdetails/{id}', async () => {
    const newest = await firstOffer(site.stack);
    const { page } = await site.open('/');
    const card = page.getByTestId('offer-card').first();
    expect(await card.getByRole('link', { name: /^View details of/ }).getAttribute('href')).toBe(
      `/offerdetails/${newest._id}`,
    );
    await card.getByRole('link', { name: /^View details of/ }).click();
    await page.waitForURL(`**/offerdetails/${newest._id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(newest.title);
  });

  it('links each category to its offers, so a tap works before the page has taken over', async () => {
    const html = await (await fetch(`${site.stack.publicUrl}/`)).text();
    const first = /<a href="(\/offers\?category=[^"]+)" class="category-button"/.exec(html)?.[1];
    expect(first).toBeDefined();
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.stack.publicUrl}/`);
    await page.locator('.category-button').first().click();
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.has('category'));
    await context.close();
  });

  it('keeps a heart tapped before the page has taken over, and saves the offer once it has', async () => {
    const { context, page, release } = await homeBeforeTakeover();
    await expectEarlyHeartKept(page, release);
    await context.close();
  });

  it('records the click on a category and opens the offers of that category', async () => {
    const auth = await adminAuth(site.stack);
    const clicks = async () =>
      ((await (await fetch(`${site.stack.apiUrl}/categorycount`, { headers: auth })).json()) as { count: number })
        .count;
    const before = await clicks();
    const { page } = await site.open('/');
    const button = page.locator('.category-button').first();
    const title = (await button.textContent())?.trim() ?? '';
    await button.click();
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('category') === title);
    await expect.poll(() => page.getByRole('button', { name: `Category: ${title}` }).count()).toBe(1);
    expect(await clicks()).toBe(before + 1);
  });

  it('opens the slide-in menu on a phone, and navigates from it', async () => {
    const { page } = await site.open('/', PHONE);
    const menu = page.getByTestId('mobile-menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect.poll(() => menu.evaluate((element) => element.getBoundingClientRect().right)).toBe(PHONE.width);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/aboutus');
    await expect.poll(() => page.locator('h1').textContent()).toBe('About Us');
    await expect.poll(() => menu.evaluate((element) => element.getBoundingClientRect().left)).toBe(PHONE.width);
  });

  it('shows the about page with its Vision, Mission and Who We Are cards, and the footer', async () => {
    const { page } = await site.open('/aboutus');
    for (const heading of ['Vision', 'Mission', 'Who We Are']) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    const footer = page.locator('footer');
    for (const link of ['Home', 'About', 'Offers', 'Contact']) {
      expect(await footer.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    }
    expect(await footer.textContent()).toContain('Powered by');
  });

  it('counts the visitor once per browser session', async () => {
    const auth = await adminAuth(site.stack);
    const visitors = async () =>
      ((await (await fetch(`${site.stack.apiUrl}/getincrement`, { headers: auth })).json()) as { count: number }).count;
    // This browser's own requests: the pages of earlier tests stay open, and their visits may still arrive.
    const context = await site.browser.newContext();
    try {
      const counts: string[] = [];
      context.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/postincrement')) counts.push(request.url());
      });
      const before = await visitors();
      const page = await context.newPage();
      await page.goto(`${site.stack.publicUrl}/`);
      await expect.poll(() => counts.length).toBe(1);
      await expect.poll(visitors).toBeGreaterThan(before);
      await page.getByRole('link', { name: 'Offers', exact: true }).first().click();
      await page.reload();
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(counts).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("searches from home into /offers?searchQuery=..., with the search box on a phone's first screen", async () => {
    const { page } = await site.open('/', PHONE);
    // Under the 70vh mobile banner (the spec's height), the search box is still in the first screen.
    const searchBox = await page.getByRole('combobox', { name: 'Search offers' }).boundingBox();
    expect((searchBox?.y ?? PHONE.height) + (searchBox?.height ?? 0)).toBeLessThan(PHONE.height);
    await page.getByRole('combobox', { name: 'Search offers' }).fill('jewellery');
    await page.getByRole('combobox', { name: 'Search offers' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('searchQuery') === 'jewellery');
    await expect.poll(() => page.locator('.chips .chip').first().textContent()).toContain('jewellery');
  });

  it('keeps what a visitor typed before the app started, suggests for it and searches it', async () => {
    const { context, page, release: typed } = await homeBeforeTakeover();
    const search = page.getByRole('combobox', { name: 'Search offers' });
    await search.pressSequentially('ele');
    expect(await page.evaluate(() => document.body.hasAttribute('data-hydrated'))).toBe(false);
    typed();
    await page.waitForSelector('body[data-hydrated]');
    expect(await search.inputValue()).toBe('ele');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('searchQuery') === 'ele');
    await context.close();
  });

  it('searches from home without JavaScript too', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.stack.publicUrl}/`);
    await page.getByRole('combobox', { name: 'Search offers' }).fill('gold');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('searchQuery') === 'gold');
    await context.close();
  });

  it('keeps the floating WhatsApp and Call buttons in view on a phone, and the end of the page clear of them', async () => {
    const { page } = await site.open('/', PHONE);
    const floating = page.getByTestId('floating-contact');
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let top = 0; top <= height; top += 150) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      expect(await floating.isVisible(), `scrolled to ${top} px`).toBe(true);
      expect(await floating.evaluate((box) => box.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    }
    /** The tappable things of the page under the floating buttons. */
    const covered = () =>
      page.evaluate(() => {
        const floating = document.querySelector('[data-testid="floating-contact"]');
        if (!floating) return ['no floating buttons'];
        const area = floating.getBoundingClientRect();
        return [...document.querySelectorAll('main a, main button, footer a')]
          .filter((element) => !floating.contains(element) && element.checkVisibility({ visibilityProperty: true }))
          .filter((element) => {
            const r = element.getBoundingClientRect();
            return r.right > area.left && r.left < area.right && r.bottom > area.top && r.top < area.bottom;
          })
          .map((element) => element.getAttribute('aria-label') ?? element.textContent);
      });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(covered).toEqual([]);
  });

  it('opens the phone menu without JavaScript, and names the menu button by what it does', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${site.stack.publicUrl}/aboutus`);
    await noScript.getByRole('link', { name: 'Open menu' }).click();
    const menu = noScript.getByTestId('mobile-menu');
    await expect.poll(() => menu.getByRole('link', { name: 'Offers' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Offers' }).click();
    await noScript.waitForURL((url) => url.pathname === '/offers');
    await context.close();
    const { page } = await site.open('/', PHONE);
    await page.getByRole('link', { name: 'Open menu' }).click();
    expect(await page.locator('.menu-button').getAttribute('aria-label')).toBe('Close menu');
    expect(await page.locator('.menu-button').getAttribute('aria-expanded')).toBe('true');
  });

  it('links the footer social icons to the operator pages in site.ts, and hides one without an address', async () => {
    const { page } = await site.open('/aboutus');
    const social = page.locator('footer .social a');
    const hrefs = await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://www.facebook.com/offerboard.in', 'https://www.instagram.com/offerboard.in']);
    expect(await page.locator('footer').getByRole('link', { name: 'X (Twitter)' }).count()).toBe(0);
  });

  it('draws the focus ring of a carousel item inside the carousel, where it is not clipped', async () => {
    const { page } = await site.open('/');
    const button = page.locator('.category-button').first();
    await button.focus();
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const box = element.getBoundingClientRect();
      const clip = (element.closest('.embla') as HTMLElement).getBoundingClientRect();
      return { style: style.outlineStyle, top: box.top - reach >= clip.top, left: box.left - reach >= clip.left };
    });
    expect(ring).toEqual({ style: 'solid', top: true, left: true });
  });
});

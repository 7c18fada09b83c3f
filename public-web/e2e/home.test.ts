import { describe, expect, it } from 'vitest';
import { adminAuth, firstOffer, PHONE, useSite } from './site.js';

describe('home page', () => {
  const site = useSite();

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

  it('puts the newest offer first, and its card and View Details link to /offerdetails/{id}', async () => {
    const newest = await firstOffer(site.stack);
    const { page } = await site.open('/');
    const card = page.getByTestId('offer-card').first();
    expect(await card.getByRole('link', { name: /^View details of/ }).getAttribute('href')).toBe(
      `/offerdetails/${newest._id}`,
    );
    await card.getByRole('link', { name: /^View details of/ }).click();
    await page.waitForURL(`**/offerdetails/${newest._id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(newest.description);
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
    await page.getByRole('button', { name: 'Open menu' }).click();
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
    const before = await visitors();
    const { page } = await site.open('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Offers', exact: true }).first().click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await visitors()).toBe(before + 1);
  });
});

import { addDays } from '@offerboard/shared-types/offer-status';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmDialog,
  downloadWorkbook,
  expectToast,
  openDialog,
  sendContactMessage,
  toastsGone,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

const EXPORT_COLUMNS = [
  'Title',
  'Title (Malayalam)',
  'Description',
  'Description (Malayalam)',
  'Offer Type',
  'Offer Type (Malayalam)',
  'Store Name',
  'Store Name (Malayalam)',
  'Category',
  'Category (Malayalam)',
  'Location',
  'Location (Malayalam)',
  'District',
  'District (Malayalam)',
  'Start Date',
  'End Date',
  'Clicks',
  'Contact',
  'Email',
  'Address',
  'Address (Malayalam)',
  'Coupon Code',
  'Terms',
  'Terms (Malayalam)',
  'Price Before (INR)',
  'Price After (INR)',
];

describe('dashboard, reports and messages', () => {
  const admin = adminSuite();
  const search = (page: Page) => new URL(page.url()).searchParams;
  /** How many stores and offers there are now (other tests in this file add and delete some). */
  const totals = async () => ({
    stores: (await admin.api<unknown[]>('store/names')).length,
    ads: (await admin.api<{ totalAds: number }>('storeads/adswithstoreadmin?limit=1')).totalAds,
  });

  it('shows the dashboard figures and chart, resets a counter after confirmation and downloads the figures', async () => {
    await fetch(`${admin.stack.apiUrl}/postincrement`, { method: 'POST' });
    const { stores, ads } = await totals();
    const page = await admin.page();
    await page.goto(admin.url());
    const visitors = page.getByTestId('stat-site-visitors');
    await expect.poll(() => visitors.textContent()).toMatch(/^[1-9]\d*$/);
    await expect.poll(() => page.getByTestId('stat-stores').textContent()).toBe(String(stores));
    await expect.poll(() => page.getByTestId('stat-total-ads').textContent()).toBe(String(ads));
    await page.getByRole('img', { name: 'Visitors and clicks per day, last 30 days' }).waitFor();
    expect(await page.locator('.chart polyline').count()).toBe(3);

    await page.getByRole('button', { name: 'Reset Visitors' }).click();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await visitors.textContent()).not.toBe('0');
    await page.getByRole('button', { name: 'Reset Visitors' }).click();
    await confirmDialog(page, { press: 'Reset', toast: 'Counter reset successfully' });
    await expect.poll(() => visitors.textContent()).toBe('0');
    expect((await admin.api<{ count: number }>('getincrement')).count).toBe(0);

    for (const name of ['Reset Categories', 'Reset Ads']) {
      await page.getByRole('button', { name }).click();
      await openDialog(page).getByRole('button', { name: 'Reset' }).click();
    }
    await expect.poll(() => page.getByTestId('stat-ads-clicks').textContent()).toBe('0');
    expect((await admin.api<{ count: number }>('categorycount')).count).toBe(0);

    await toastsGone(page);
    const { fileName, book, XLSX } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Download' }).click(),
    );
    expect(fileName).toBe('dashboard-report.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Dashboard ?? {}, { header: 1 });
    expect(rows[0]).toEqual(['Date', 'Site Visitors', 'Ads Clicks', 'Category Clicks', 'Ad Views']);
    expect(rows).toHaveLength(32);
  });

  it('keeps the ads report in the URL: page, limit, filters read back in any case, reset to page 1 on change', async () => {
    const { ads } = await totals();
    const pages = Math.ceil(ads / 10);
    const page = await admin.page();
    await page.goto(admin.url('adsreport'));
    await page.getByText(`Showing 1 to 10 of ${ads} entries`).waitFor();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await page.getByRole('button', { name: 'First page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/adsreport\?page=2$/);
    await page.getByText(`Showing 11 to 20 of ${ads} entries`).waitFor();
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(pages));
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.goto(admin.url('adsreport?limit=20&page=3&district=ernakulam'));
    await expect.poll(() => page.getByRole('combobox', { name: 'All Districts' }).inputValue()).toBe('Ernakulam');
    const offerType = page.getByRole('combobox', { name: 'All Offer Types' });
    await expect.poll(() => offerType.locator('option').count()).toBeGreaterThan(1);
    await offerType.selectOption({ index: 1 });
    await page.waitForURL((url) => url.searchParams.has('offerType'));
    expect(search(page).get('limit')).toBe('20');
    expect(search(page).has('page')).toBe(false);
    expect(search(page).get('district')).toBe('ernakulam');

    await page.getByLabel('Search ads').fill('zzqq-nothing-matches');
    await page.waitForURL((url) => url.searchParams.get('search') === 'zzqq-nothing-matches');
    await page.getByText('No ads found matching your filters').waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).last().click();
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByLabel('Search ads').inputValue()).toBe('');
    await page.getByText(`Page 1 of ${pages}`).waitFor();
  });

  it('shares the filters without page and limit', async () => {
    const page = await admin.page({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(admin.url('adsreport?page=2&limit=20&district=Thrissur'));
    await page.getByRole('button', { name: 'Share filters' }).click();
    await expectToast(page, 'Filter URL copied!');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe('/admin/adsreport');
    expect([...copied.searchParams.keys()]).toEqual(['district']);
  });

  it('exports this page or every matching row to ads-report.xlsx with the spec columns and real dates', async () => {
    const filtered = await admin.api<{ totalAds: number; data: { storeId: { storeName: string } }[] }>(
      'storeads/adswithstoreadmin?district=Ernakulam&limit=10',
    );
    expect(filtered.totalAds).toBeGreaterThan(10);
    const page = await admin.page();
    await page.goto(admin.url('adsreport?district=Ernakulam'));
    await page.getByText(`${filtered.totalAds} results`).waitFor();

    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const thisPage = await downloadWorkbook(page, () =>
      openDialog(page)
        .getByRole('button', { name: /^This page/ })
        .click(),
    );
    expect(thisPage.fileName).toBe('ads-report.xlsx');
    expect(thisPage.book.SheetNames).toEqual(['Ads Report']);
    const sheet = thisPage.book.Sheets['Ads Report'] ?? {};
    const rows = thisPage.XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(EXPORT_COLUMNS);
    expect(rows).toHaveLength(11);
    expect(rows.slice(1).map((row) => row[6])).toEqual(filtered.data.map((ad) => ad.storeId.storeName));
    expect(rows.slice(1).every((row) => row[12] === 'Ernakulam' && row[13] === 'എറണാകുളം')).toBe(true);
    expect(rows[1]?.[14]).toBeInstanceOf(Date);
    expect(thisPage.stylesXml).toContain('<b/>');
    expect(sheet.A1?.s?.fgColor?.rgb).toBe('E8EEF7');
    expect(sheet.A2?.s?.fgColor).toBeUndefined();
    expect(sheet['!cols']?.length).toBe(EXPORT_COLUMNS.length);

    await expectToast(page, 'Exported 10 ads');
    await toastsGone(page);
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const all = await downloadWorkbook(page, () =>
      openDialog(page)
        .getByRole('button', { name: /^All matching rows/ })
        .click(),
    );
    const allRows = all.XLSX.utils.sheet_to_json<unknown[]>(all.book.Sheets['Ads Report'] ?? {}, { header: 1 });
    expect(allRows).toHaveLength(filtered.totalAds + 1);
    // The one title, and the offer details: text where an offer has them, real numbers for prices, empty cells where
    // it has none.
    type Details = { title: string; couponCode?: string; priceBefore?: number; priceAfter?: number };
    const everyOffer = await admin.api<{ data: Details[] }>('storeads/adswithstoreadmin?district=Ernakulam&limit=1000');
    const details = (row: unknown[] | undefined) => [row?.[0], row?.[21], row?.[24], row?.[25]].map((v) => v ?? '');
    expect(allRows.slice(1).map(details)).toEqual(
      everyOffer.data.map((ad) => [ad.title, ad.couponCode ?? '', ad.priceBefore ?? '', ad.priceAfter ?? '']),
    );
    expect(everyOffer.data.some((ad) => typeof ad.priceAfter === 'number')).toBe(true);
  });

  it('reports every store with its offers, active offers and views, sortable and exportable', async () => {
    const { stores, ads } = await totals();
    const page = await admin.page();
    await page.goto(admin.url('storereports'));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(stores);
    await page.getByRole('button', { name: 'Offers', exact: true }).click();
    const offers = await page.locator('tbody tr td:nth-child(5)').allTextContents();
    expect(offers.map(Number)).toEqual([...offers.map(Number)].sort((a, b) => b - a));
    expect(offers.map(Number).reduce((sum, n) => sum + n, 0)).toBe(ads);
    const { fileName, book, XLSX } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    );
    expect(fileName).toBe('store-report.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Store Report'] ?? {}, { header: 1 });
    expect(rows[0]).toEqual(['Store', 'Category', 'Location', 'District', 'Offers', 'Active Offers', 'Views']);
    expect(rows).toHaveLength(stores + 1);
  });

  it("shows a store's visitors of the last 30 days as a chart and a per-offer table and exports both to Excel", async () => {
    const [store] = await admin.api<Array<{ _id: string; storeName: string }>>('store/names');
    if (!store) throw new Error('the demo data has no store');
    type Counts = Record<'view' | 'whatsapp' | 'call' | 'directions' | 'share' | 'save', number>;
    const stats = await admin.api<{
      from: string;
      to: string;
      days: Array<{ date: string } & Counts>;
      totals: Counts;
      offers: Array<{ _id: string; title: string } & Counts>;
    }>(`stats/stores/${store._id}?days=30`);
    const page = await admin.page();
    await page.goto(admin.url(`storeads/${store._id}`));

    await page.getByRole('img', { name: 'Page views and taps per day, last 30 days' }).waitFor();
    expect(await page.locator('.store-stats .chart polyline').count()).toBe(6);
    expect(await page.getByTestId('stats-offer').count()).toBe(stats.offers.length);
    expect(await page.getByTestId('stats-total-view').textContent()).toBe(String(stats.totals.view));
    expect(await page.getByTestId('stats-offer').first().locator('th').textContent()).toBe(stats.offers[0]?.title);

    const { fileName, book, XLSX } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    );
    expect(fileName).toMatch(new RegExp(`-stats-${stats.from}-to-${stats.to}\\.xlsx$`));
    expect(book.SheetNames).toEqual(['Days', 'Offers']);
    const header = ['Page views', 'WhatsApp', 'Calls', 'Directions', 'Shares', 'Saves'];
    const days = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Days ?? {}, { header: 1 });
    expect(days[0]).toEqual(['Date', ...header]);
    expect(days).toHaveLength(31);
    expect(days.slice(1).map((row) => row[1])).toEqual(stats.days.map((day) => day.view));
    expect(days[1]?.[0]).toBeInstanceOf(Date);
    const offers = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Offers ?? {}, { header: 1 });
    expect(offers[0]).toEqual(['Offer', ...header]);
    expect(offers.slice(1)).toEqual(
      stats.offers.map((offer) => [
        offer.title,
        offer.view,
        offer.whatsapp,
        offer.call,
        offer.directions,
        offer.share,
        offer.save,
      ]),
    );
  });

  it('lists a visitor message unread first with a count in the sidebar, marks it read when opened and deletes it', async () => {
    await sendContactMessage(admin.stack, {
      name: 'Lakshmi Pillai',
      email: 'lakshmi@example.com',
      phone: '9847033333',
      service: 'myshop',
      message: 'I run a bakery in Kochi and would like to advertise.',
    });
    const unread = async () => (await admin.api<{ unreadCount: number }>('contact/messages')).unreadCount;
    const before = await unread();
    const page = await admin.page();
    await page.goto(admin.url('messages'));
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe(String(before));
    const first = page.getByTestId('message').first();
    await first.getByText('Lakshmi Pillai · Advertise my shop').waitFor();
    await first.getByRole('button', { name: /Lakshmi Pillai/ }).click();
    await openDialog(page).getByText('I run a bakery in Kochi and would like to advertise.').waitFor();
    await expect.poll(unread).toBe(before - 1);
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, { press: 'Delete', toast: 'Message deleted successfully' });
    await page.getByText('Lakshmi Pillai · Advertise my shop').waitFor({ state: 'detached' });
  });

  it('answers a message by e-mail (subject and a quote) or on WhatsApp at the number the visitor left', async () => {
    await sendContactMessage(admin.stack, {
      name: 'Joseph Mathew',
      email: 'joseph+offers@example.com',
      phone: '98470 44444',
      service: 'complaint',
      message: 'The Onam offer at Mathew Textiles had ended.\nThe site still showed it & I went there.',
    });
    const page = await admin.page();
    await page.goto(admin.url('messages'));
    await page.getByRole('button', { name: /Joseph Mathew/ }).click();
    const email = await openDialog(page).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
    const mail = new URL(email ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.pathname)).toBe('joseph+offers@example.com');
    expect(mail.searchParams.get('subject')).toBe('Re: Complaint About An Offer (your message to OfferBoard)');
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toMatch(/^Dear Joseph Mathew,\n/);
    expect(body).toContain(
      'you wrote:\n> The Onam offer at Mathew Textiles had ended.\n> The site still showed it & I went there.',
    );
    const whatsapp = openDialog(page).getByRole('link', { name: 'Reply on WhatsApp' });
    const chat = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/919847044444');
    expect(chat.searchParams.get('text')).toContain('"The Onam offer at Mathew Textiles had ended.');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
  });

  it('extends and deletes ads chosen in the ads report, with one confirmation and one toast each', async () => {
    type Listing = { totalAds: number; data: Array<{ _id: string; endDate: string; title: string }> };
    const listing = () => admin.api<Listing>('storeads/adswithstoreadmin?page=1&limit=10');
    const before = await listing();
    const [first, second] = before.data as [Listing['data'][0], Listing['data'][0]];
    const page = await admin.page();
    await page.goto(admin.url('adsreport'));
    const boxes = page.locator('tbody input[type=checkbox]');
    await expect.poll(() => boxes.count()).toBe(before.data.length);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByText('2 offers selected').waitFor();
    await page.getByRole('button', { name: 'Extend end date' }).click();
    await openDialog(page).getByLabel('Days').fill('5');
    await confirmDialog(page, { press: 'Extend 2 offers', toast: 'Extended 2 offers by 5 days' });
    const after = await listing();
    const endOf = (id: string) => after.data.find((ad) => ad._id === id)?.endDate.slice(0, 10);
    expect([endOf(first._id), endOf(second._id)]).toEqual([
      addDays(first.endDate.slice(0, 10), 5),
      addDays(second.endDate.slice(0, 10), 5),
    ]);

    await boxes.nth(0).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDialog(page, {
      says: 'Delete 1 offer? Their images are deleted too. This action cannot be undone.',
      press: 'Delete 1 offer',
      toast: 'Deleted 1 offer',
    });
    await expect.poll(async () => (await listing()).totalAds).toBe(before.totalAds - 1);
  });
});

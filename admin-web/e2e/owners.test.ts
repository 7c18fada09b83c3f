// Store owners in the browser, with a real SMTP server receiving the API's mails: the operator invites by e-mail and
// by copied link, invitees accept and land on their stores, revoking an owner signs them out, and a forgotten
// password is reset through the mailed link. The owner's home is their dashboard (offers by status, those ending
// within three days, the store's 30-day stats; an owner of two stores picks one), and their store form sets the map
// pin and opening hours.
import { readFileSync } from 'node:fs';
import { DEMO_OWNER } from '@offerboard/shared-types/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailServer } from '../../api/test/mail-server.js';
import {
  acceptedOwner,
  confirmDialog,
  createOffer,
  createStore,
  downloadWorkbook,
  expectToast,
  formOf,
  openDialog,
  PHONE,
  pngBlob,
  regionDayFromNow,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

const mail = new MailServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(() => mail.stop());

/** Chooses a new password on a page opened from a mailed link (an invite or a reset), and waits for the home. */
async function setPassword(page: Page, password: string, submit: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL(/\/admin$/);
}

describe('store owners', () => {
  const admin = adminSuite(() => ({ SMTP_URL: smtpUrl }));

  it('invites by e-mail and by link; owners set a password and see their store; revoking signs an owner out', async () => {
    const { stores } = await admin.api<{ stores: Array<{ _id: string; storeName: string }> }>('Store?page=2');
    const store = stores[0];
    if (!store) throw new Error('no store on page 2');
    const byMail = 'mailed-owner@shop.example';
    const byLink = 'linked-owner@shop.example';

    const operator = await admin.page();
    await operator.goto(admin.url(`storeads/${store._id}`));
    const panel = operator.locator('.owners-panel');
    await panel.getByText('No owner manages this store yet.').waitFor();
    await panel.getByLabel("Owner's e-mail").fill(byMail);
    await panel.getByRole('button', { name: 'Invite by e-mail' }).click();
    await panel.getByText(`Invite e-mailed to ${byMail}.`).waitFor();
    const mailed = await mail.linkTo(byMail);
    expect(mailed).toBe(await panel.getByLabel('Invite link').inputValue());
    expect(mailed.startsWith(admin.url('invite/'))).toBe(true);

    await panel.getByLabel("Owner's e-mail").fill(byLink);
    await panel.getByRole('button', { name: 'Invite by e-mail' }).click();
    await panel.getByText(`Invite e-mailed to ${byLink}.`).waitFor();
    const copied = await panel.getByLabel('Invite link').inputValue();
    await expect.poll(() => panel.getByTestId('pending-invite').count()).toBe(2);

    // The mailed owner, on a phone.
    const owner = await admin.page({ session: null, viewport: PHONE });
    await owner.goto(mailed);
    await owner.getByRole('heading', { name: `Manage ${store.storeName}` }).waitFor();
    await setPassword(owner, 'mailed-owner-1', 'Set password and sign in');
    await owner.getByRole('heading', { name: 'Your store' }).waitFor();
    await owner.getByRole('heading', { name: store.storeName }).waitFor();
    await expect.poll(() => owner.getByTestId('owned-offer').count()).toBeGreaterThan(0);
    // The operator's screens are not the owner's.
    await owner.goto(admin.url('store'));
    await owner.waitForURL(/\/admin$/);
    await owner.getByRole('heading', { name: 'Your store' }).waitFor();

    // The owner who got the link by hand, at laptop width.
    const linked = await admin.page({ session: null });
    await linked.goto(copied);
    await setPassword(linked, 'linked-owner-1', 'Set password and sign in');
    await linked.getByRole('heading', { name: store.storeName }).waitFor();
    // The store's poster for the shop window, downloaded with the owner's token.
    const [poster] = await Promise.all([
      linked.waitForEvent('download'),
      linked.getByRole('button', { name: `Poster (PDF) of ${store.storeName}` }).click(),
    ]);
    expect(poster.suggestedFilename()).toBe(`poster-store-${store._id}.pdf`);
    const pdf = readFileSync(await poster.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)).toHaveLength(1);
    // A used link is spent.
    await linked.goto(copied);
    await linked.getByText('This invite link has already been used').waitFor();

    await operator.reload();
    await expect.poll(() => panel.getByTestId('store-owner').count()).toBe(2);
    await panel.getByTestId('store-owner').filter({ hasText: byMail }).getByRole('button', { name: 'Revoke' }).click();
    await confirmDialog(operator, {
      says: `${byMail} will no longer manage this store`,
      press: 'Revoke',
      toast: 'Owner revoked',
    });
    await expect.poll(() => panel.getByTestId('store-owner').count()).toBe(1);

    // The revoked owner's next call ends the session on the page.
    await owner.reload();
    await owner.waitForURL(/\/admin\/login$/);
    // The other owner carries on.
    await linked.goto(admin.url());
    await linked.getByRole('heading', { name: store.storeName }).waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await admin.page({ session: null });
    await page.goto(admin.url('login'));
    await page.getByRole('button', { name: 'Forgot password' }).click();
    expect(await page.getByTestId('forgot-help').textContent()).toContain('make admin-password');
    await page.getByLabel('Account e-mail').fill(DEMO_OWNER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account has this e-mail, a link to reset its password is on its way.').waitFor();

    const link = await mail.linkTo(DEMO_OWNER.email, /Reset your OfferBoard password/);
    expect(link.startsWith(admin.url('reset-password/'))).toBe(true);
    await page.goto(link);
    await setPassword(page, 'a-reset-password-1', 'Set password and sign in');
    await expectToast(page, 'Password updated successfully!');
    await page.getByRole('heading', { name: 'Your store' }).waitFor();

    const signIn = (password: string) =>
      fetch(`${admin.stack.apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_OWNER.email, password }),
      });
    expect((await signIn(DEMO_OWNER.password)).status).toBe(401);
    expect((await signIn('a-reset-password-1')).status).toBe(200);
  });

  /** An offer the owner sends through the API, as their form does: it waits for review. */
  async function ownersOffer(token: string, storeId: string, title: string) {
    const form = formOf({
      title,
      description: `${title} for the festival`,
      offerType: 'Flat Discount',
      startDate: regionDayFromNow(0),
      endDate: regionDayFromNow(20),
    });
    form.append('adsImages', await pngBlob(640, 480), 'a.png');
    const response = await fetch(`${admin.stack.apiUrl}/storeads/${storeId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { _id: string };
  }

  /** A visitor's event on an offer's page, as the public site's beacon sends it. */
  async function visit(offerId: string, type: 'view' | 'whatsapp') {
    const response = await fetch(`${admin.stack.apiUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130' },
      body: JSON.stringify({ type, offerId }),
    });
    expect(response.status).toBe(204);
  }

  it('shows the owner, on a phone, their offers by status, those ending within 3 days to extend, and 30-day stats', async () => {
    const storeId = await createStore(admin, { storeName: 'Kochi Lamp House' });
    const owner = await acceptedOwner(admin, storeId, { email: 'lamps@shop.example', password: 'lamp-owner-1' });
    const offer = (title: string, startDay: number, endDay: number) =>
      createOffer(
        admin,
        storeId,
        {
          title,
          description: `${title} at the shop`,
          startDate: regionDayFromNow(startDay),
          endDate: regionDayFromNow(endDay),
        },
        1,
      );
    const diya = await offer('Diya sale', 0, 0);
    await offer('Brass lamp week', 0, 2);
    // Its last day is the fourth: not ending soon yet.
    await offer('Monsoon lanterns', 0, 3);
    await offer('Vishu lamps', 5, 10);
    const paused = await offer('Hanging lamps', 0, 10);
    await admin.api(`storeads/${paused._id}/pause`, { method: 'POST' });
    await ownersOffer(owner.token, storeId, 'Nilavilakku offer');
    const rejected = await ownersOffer(owner.token, storeId, 'Oil lamp bundle');
    const { items } = await admin.api<{ items: Array<{ _id: string; offer: { _id: string } }> }>('review');
    const submission = items.find((item) => item.offer._id === rejected._id);
    await admin.api(`review/${submission?._id}/reject`, {
      method: 'POST',
      body: JSON.stringify({ reason: "Add the lamp's price" }),
    });
    for (const type of ['view', 'view', 'view', 'whatsapp'] as const) await visit(diya._id, type);
    await expect
      .poll(async () => (await admin.api<{ totals: { view: number } }>(`stats/stores/${storeId}?days=30`)).totals.view)
      .toBe(3);

    const page = await admin.page({ session: owner, viewport: PHONE });
    await page.goto(admin.url());
    await page.getByRole('heading', { name: 'Kochi Lamp House' }).waitFor();

    const ending = page.getByTestId('ending-offer');
    await expect
      .poll(() => ending.allTextContents())
      .toEqual([
        expect.stringMatching(/^Diya sale\s*Ends today/),
        expect.stringMatching(/^Brass lamp week\s*Ends on /),
      ]);
    expect(await page.getByTestId('ending-soon').textContent()).not.toContain('Monsoon lanterns');
    // Tap targets of at least 44 px, the owner being on a phone.
    const heights = await page
      .locator('.owner-dashboard')
      .locator('a.button, button, .view-on-site')
      .evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const counts = await page.getByRole('list', { name: 'Offers by status' }).getByRole('listitem').allTextContents();
    expect(counts.map((count) => count.replace(/\s+/g, ' '))).toEqual([
      'Rejected 1',
      'In review 1',
      'Ending soon 2',
      'Live 1',
      'Scheduled 1',
      'Paused 1',
    ]);
    const row = (title: string) => page.getByTestId('owned-offer').filter({ hasText: title });
    // A new offer under review is on no public page: it says so, not "Live".
    expect(await row('Nilavilakku offer').locator('.status').allTextContents()).toEqual(['In review']);
    expect(await row('Oil lamp bundle').getByTestId('review-status').textContent()).toBe(
      "Rejected Add the lamp's price. Edit and save to send it again.",
    );

    // The stats of the last 30 days, on the home, every figure within the phone's width.
    await expect.poll(() => page.getByTestId('stats-total-view').textContent()).toBe('3');
    expect(await page.getByTestId('stats-total-whatsapp').textContent()).toBe('1');
    const saves = await page.getByTestId('stats-total-save').boundingBox();
    expect((saves?.x ?? Number.POSITIVE_INFINITY) + (saves?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const { book } = await downloadWorkbook(page, () => page.getByRole('button', { name: 'Export to Excel' }).click());
    expect(book.SheetNames).toEqual(['Days', 'Offers']);

    // Extending an offer about to end: its form opens from the home; the change waits for review, the live one stays.
    await ending.filter({ hasText: 'Brass lamp week' }).getByRole('link', { name: 'Edit Brass lamp week' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Edit Ad' }).waitFor();
    expect(await dialog.getByLabel('Title (optional)').inputValue()).toBe('Brass lamp week');
    await dialog.getByLabel('End Date').fill(regionDayFromNow(9));
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(page, 'Sent for review: it goes live once the operator approves it');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Your stores' }).click();
    await row('Brass lamp week').getByText('Changes in review').waitFor();
    await ending.filter({ hasText: 'Brass lamp week' }).waitFor();
  });

  it('lets an owner set the map pin and opening hours, with the error next to its field', async () => {
    const storeId = await createStore(admin, { storeName: 'Fort Kochi Spices' });
    const owner = await acceptedOwner(admin, storeId, { email: 'spices@shop.example', password: 'spice-owner-1' });
    const page = await admin.page({ session: owner });
    await page.goto(admin.url());
    expect(await page.getByTestId('store-hours').textContent()).toBe('Not given');
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = openDialog(page);

    await dialog.getByLabel('Latitude').fill('95');
    await dialog.getByLabel('Longitude').fill('76.2421');
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await dialog.getByText('Latitude must be a number of degrees from -90 to 90').waitFor();

    await dialog
      .getByLabel('Google Maps link or coordinates')
      .fill('https://www.google.com/maps/place/Fort+Kochi/@9.9658,76.2421,17z');
    expect(await dialog.getByLabel('Latitude').inputValue()).toBe('9.9658');
    await dialog.getByLabel('Show opening hours on the store page').check();
    await dialog.getByLabel('Monday opens').fill('10:00');
    await dialog.getByRole('button', { name: 'Use Monday’s hours for every day' }).click();
    await dialog.getByLabel('Closed on Sunday').check();
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(page, 'Store details saved');

    await expect.poll(() => page.getByTestId('store-hours').textContent()).toBe('Mon–Sat 10:00–21:00, Sun closed');
    expect(await page.getByTestId('store-pin').textContent()).toBe('9.96580° N, 76.24210° E');
    const saved = await admin.api<{ latitude: number; longitude: number; openingHours: Array<{ closed: boolean }> }>(
      `Store/${storeId}`,
    );
    expect([saved.latitude, saved.longitude]).toEqual([9.9658, 76.2421]);
    expect(saved.openingHours.map((day) => day.closed)).toEqual([false, false, false, false, false, false, true]);
  });

  it('lets an owner of two stores pick the one their home shows, and keeps it on reload', async () => {
    const account = { email: 'two-shops@shop.example', password: 'two-shops-1' };
    const first = await createStore(admin, { storeName: 'Ernakulam Bakes' });
    const second = await createStore(admin, { storeName: 'Aluva Sweets' });
    await acceptedOwner(admin, first, account);
    const owner = await acceptedOwner(admin, second, account);
    expect(owner.user.storeIds).toEqual(expect.arrayContaining([first, second]));

    const page = await admin.page({ session: owner, viewport: PHONE });
    await page.goto(admin.url());
    await page.getByRole('heading', { name: 'Your stores' }).waitFor();
    // A store without visits: its stats table is as tall as its one row, not the lists' 200 px.
    const stats = page.locator('.store-stats .table-wrap');
    await stats.getByTestId('stats-total-view').waitFor();
    expect(
      await stats.evaluate((wrap) => wrap.clientHeight - (wrap.firstElementChild?.clientHeight ?? 0)),
    ).toBeLessThan(4);
    const picker = page.getByLabel('Store', { exact: true });
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toEqual(expect.arrayContaining(['Ernakulam Bakes', 'Aluva Sweets']));
    await picker.selectOption({ label: 'Aluva Sweets' });
    await page.getByRole('heading', { name: 'Aluva Sweets' }).waitFor();
    // The router writes a numeric-looking id as JSON ("42").
    expect(new URL(page.url()).searchParams.get('store')?.replaceAll('"', '')).toBe(second);
    await page.reload();
    await page.getByRole('heading', { name: 'Aluva Sweets' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Ernakulam Bakes' }).count()).toBe(0);
  });
});

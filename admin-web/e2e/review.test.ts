// The review of store owners' offers in the browser (issue 21): the demo owner, on a phone, adds an offer that stays
// off the public site until the operator, at laptop width, approves it in /admin/review; a rejection's reason reaches
// the owner, who edits the offer and sends it again.
import { DEMO_OWNER } from '@offerboard/shared-types/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Ad,
  adminToken,
  expectToast,
  formOf,
  imageBytes,
  openDialog,
  PHONE,
  regionDayFromNow,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

describe('review of owners’ offers', () => {
  const admin = adminSuite();

  /** The demo owner's store's offers screen, on a phone, opened from their home. */
  async function ownersOffers(): Promise<Page> {
    const page = await admin.page({ session: await adminToken(admin.stack, DEMO_OWNER), viewport: PHONE });
    await page.goto(admin.url());
    await page.getByRole('link', { name: 'Manage offers' }).click();
    await page.getByRole('button', { name: 'Add Ad' }).waitFor();
    return page;
  }

  /** Adds an offer through the ad form as the owner; answers its card. */
  async function submitOffer(
    page: Page,
    title: string,
    toast = 'Sent for review: it goes live once the operator approves it',
  ) {
    await page.getByRole('button', { name: 'Add Ad' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Start Date').fill(regionDayFromNow(0));
    await dialog.getByLabel('End Date').fill(regionDayFromNow(10));
    await dialog.getByLabel('Offer Type').selectOption({ index: 1 });
    await dialog.getByLabel('Title (optional)').fill(title);
    await dialog.getByLabel('Description').fill(`${title}: every saree at a festival price`);
    await dialog
      .getByLabel(/^Images/)
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await imageBytes(800, 600) });
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, toast);
    return page.getByTestId('ad-card').filter({ hasText: title });
  }

  /** Whether the public listing finds the title (through the public site's proxy to the API). */
  async function listedPublicly(title: string): Promise<boolean> {
    const query = new URLSearchParams({ searchQuery: title, exact: 'true' });
    const response = await fetch(`${admin.stack.publicUrl}/backendapi/api/storeads/adswithstore?${query}`);
    const { data } = (await response.json()) as { data: Array<{ title: string }> };
    return data.some((ad) => ad.title === title);
  }

  async function reviewQueue() {
    const page = await admin.page();
    await page.goto(admin.url('review'));
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    return page;
  }

  it('publishes an owner’s new offer only once the operator approves it', async () => {
    const title = 'Kasavu week';
    const owner = await ownersOffers();
    const card = await submitOffer(owner, title);
    await card.getByTestId('review-status').getByText('In review').waitFor();
    // The label is as wide as its words, not the card's width.
    const label = await card.getByTestId('review-status').boundingBox();
    const cardBox = await card.boundingBox();
    expect(label?.width).toBeLessThan((cardBox?.width ?? 0) / 2);
    expect(await listedPublicly(title)).toBe(false);

    const operator = await reviewQueue();
    await expect.poll(() => operator.getByTestId('review-count').textContent()).not.toBeNull();
    const item = operator.getByTestId('review-item').filter({ hasText: title });
    await item.getByText('New offer').waitFor();
    await item.getByRole('row', { name: /Title/ }).getByText(title).waitFor();
    expect(await item.locator('.review-images img').count()).toBe(1);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expectToast(operator, 'Approved: the offer is public as submitted');
    await expect.poll(() => item.count()).toBe(0);

    await expect.poll(() => listedPublicly(title)).toBe(true);
    await owner.reload();
    await owner.getByTestId('ad-card').filter({ hasText: title }).waitFor();
    expect(await owner.getByTestId('ad-card').filter({ hasText: title }).getByTestId('review-status').count()).toBe(0);
  });

  it('shows the owner the reason of a rejection, and the edited offer goes back to review', async () => {
    const title = 'Onam silk clearance';
    const owner = await ownersOffers();
    await submitOffer(owner, title);

    const operator = await reviewQueue();
    const item = operator.getByTestId('review-item').filter({ hasText: title });
    // Reject weighs as much as Approve beside it, before and after it asks for the reason.
    const height = (name: string) =>
      item.getByRole('button', { name }).evaluate((button) => button.getBoundingClientRect().height);
    expect(await height('Reject')).toBe(await height('Approve'));
    await item.getByRole('button', { name: 'Reject' }).click();
    expect(await height('Send rejection')).toBe(await height('Approve'));
    await item.getByRole('button', { name: 'Send rejection' }).click();
    await item.getByText('Please give the owner a reason.').waitFor();
    await item.getByLabel('Reason for the owner').fill('Show the price before and after');
    await item.getByRole('button', { name: 'Send rejection' }).click();
    await expectToast(operator, 'Rejected: the owner sees your reason');
    await expect.poll(() => item.count()).toBe(0);

    await owner.reload();
    const card = owner.getByTestId('ad-card').filter({ hasText: title });
    // The reason, given without a full stop, reads as a sentence before what to do.
    await expect
      .poll(() => card.getByTestId('review-status').textContent())
      .toBe('Rejected Show the price before and after. Edit and save to send it again.');
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(owner);
    await dialog.getByLabel('Price before, ₹ (optional)').fill('2000');
    await dialog.getByLabel('Offer price, ₹ (optional)').fill('1499');
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(owner, 'Sent for review: it goes live once the operator approves it');
    await card.getByTestId('review-status').getByText('In review').waitFor();
    expect(await listedPublicly(title)).toBe(false);

    await operator.reload();
    const again = operator.getByTestId('review-item').filter({ hasText: title });
    await again
      .getByRole('row', { name: /Offer price/ })
      .getByText('1499')
      .waitFor();
  });

  it('says when the operator edited an offer after the owner sent a change, and refuses to approve it', async () => {
    // The demo owner's change waiting since the seed, and the offer it was made on, which the operator now edits.
    const { items } = await admin.api<{ items: Array<{ _id: string; kind: string; offer: { _id: string } }> }>(
      'review',
    );
    const seeded = items.find((item) => item.kind === 'change');
    if (!seeded) throw new Error('the seed has no change waiting for review');
    const offer = await admin.api<Ad & { offerType: string }>(`storeads/ad/${seeded.offer._id}`);
    const form = formOf({
      offerType: offer.offerType,
      title: `${offer.title} (operator's edit)`,
      description: offer.description,
      startDate: offer.startDate.slice(0, 10),
      endDate: offer.endDate.slice(0, 10),
    });
    for (const path of offer.adsImages) form.append('existingImages', path);
    await admin.api(`storeads/${offer._id}`, { method: 'PUT', body: form });

    const operator = await reviewQueue();
    const item = operator.getByTestId('review-item').filter({ has: operator.getByTestId('review-stale') });
    await item.getByText('This offer was edited after the owner sent this change', { exact: false }).waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await expectToast(
      operator,
      'This offer was edited after the owner sent this change. Reject it with a note, or ask the owner to send it again.',
    );
    expect(await item.count()).toBe(1);
  });

  it('lets the owner edit the store’s details, and a trusted store’s offers publish at once', async () => {
    const owner = await ownersOffers();
    await owner.goto(admin.url());
    await owner.getByRole('button', { name: 'Edit details' }).click();
    const dialog = openDialog(owner);
    await dialog.getByLabel('Address').fill('12 Temple Road, Thampanoor');
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(owner, 'Store details saved');
    await owner.getByText('12 Temple Road, Thampanoor').waitFor();

    const storeId = await owner.getByRole('link', { name: 'Manage offers' }).getAttribute('href');
    const operator = await admin.page();
    await operator.goto(`${admin.stack.adminUrl}${storeId?.replace(/^\/admin\//, '')}`);
    const trusted = operator.getByLabel(/Trusted store/);
    // A box beside its words, not a field across the panel.
    expect((await trusted.boundingBox())?.width).toBeLessThan(30);
    await trusted.click();
    await expectToast(operator, "Trusted: its owners' offers publish without review");
    await expect.poll(() => trusted.isChecked()).toBe(true);

    const title = 'Trusted silk hour';
    await owner.getByRole('link', { name: 'Manage offers' }).click();
    const card = await submitOffer(owner, title, 'Ad created successfully!');
    expect(await card.getByTestId('review-status').count()).toBe(0);
    await expect.poll(() => listedPublicly(title)).toBe(true);

    await trusted.click();
    await expectToast(operator, "Not trusted: its owners' offers wait for review");
    await expect.poll(() => trusted.isChecked()).toBe(false);
  });
});

// Store owners in the browser, with a real SMTP server receiving the API's mails: the operator invites by e-mail and
// by copied link, invitees accept and land on their stores, revoking an owner signs them out, and a forgotten
// password is reset through the mailed link.
import { readFileSync } from 'node:fs';
import { DEMO_OWNER } from '@offerboard/shared-types/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailServer } from '../../api/test/mail-server.js';
import { confirmDialog, expectToast, PHONE } from './admin-helpers.js';
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
});

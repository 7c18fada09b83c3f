import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, addAdminAccount, expectToast, openDialog, PHONE } from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

/** A second admin, whose password the password test changes: the suite's own admin keeps its session. */
const SECOND_ADMIN = { email: 'second-admin@example.com', password: 'second-admin-123' };
const NEW_PASSWORD = 'a-new-password-1';
/** The admin whose account the lock-out test has guessed at from many addresses (other tests sign in as the others). */
const ATTACKED_ADMIN = { email: 'attacked-admin@example.com', password: 'attacked-admin-123' };

/** Signs in through the login screen and waits for the dashboard. */
async function logIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin$/);
}

/** The toasts with this text that are shown and not on their way out. */
function liveToasts(page: Page, text: string) {
  return page.locator('[data-sonner-toast][data-removed="false"]', { hasText: text });
}

describe('signing in and out of the admin', () => {
  const admin = adminSuite();

  /** A new admin account, signed in through the login screen of a fresh browser. */
  async function signInAsNewAdmin(credentials: { email: string; password: string }) {
    addAdminAccount(admin.stack, credentials);
    const page = await admin.page({ session: null });
    await page.goto(admin.url('login'));
    await logIn(page, credentials);
    return page;
  }

  it('sends a visitor without a token to the login, refuses a wrong password and lets the right one in', async () => {
    const page = await admin.page({ session: null });
    await page.goto(admin.url('store'));
    await page.waitForURL(/\/admin\/login$/);

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await expectToast(page, 'Invalid email or password');
    expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email);
    // The same error again replaces its toast rather than stacking copies beside the inline one.
    for (let attempt = 0; attempt < 2; attempt++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/login'));
      await page.getByRole('button', { name: 'Login' }).click();
      await answered;
      // Busy until the answer is shown.
      await page.getByRole('button', { name: 'Login' }).waitFor();
    }
    expect(await liveToasts(page, 'Invalid email or password').count()).toBe(1);

    await page.getByRole('button', { name: 'Forgot password' }).click();
    expect(await page.getByTestId('forgot-help').textContent()).toContain('make admin-password');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful!');
    // A success closes the errors it follows (sonner marks a dismissed toast removed a render after the dismissal).
    await expect.poll(() => liveToasts(page, 'Invalid email or password').count(), { timeout: 5_000 }).toBe(0);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeTruthy();
    // The browser keeps the cookie that lets this device past a lock-out caused by others' guesses, for the login only.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'offerboard_device');
    expect(device).toMatchObject({ path: '/backendapi/api/login', httpOnly: true, sameSite: 'Strict' });

    await page.goto(admin.url('login'));
    await page.waitForURL(/\/admin$/);
  });

  it('logs out to the login when the API refuses the stored token', async () => {
    const page = await admin.page({ session: { token: 'not-a-real-token', user: { email: ADMIN.email } } });
    await page.goto(admin.url('store'));
    await expectToast(page, 'Your session has ended. Please log in again.');
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeNull();
  });

  it('changes the password in Account Settings, then logs out and back in with it', async () => {
    const page = await signInAsNewAdmin(SECOND_ADMIN);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByText('(hidden for security)').waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByLabel('Current Password').fill(SECOND_ADMIN.password);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').filter({ hasText: "Passwords don't match" }).waitFor();

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect|invalid|wrong/i })
      .waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe(NEW_PASSWORD);

    await page.getByLabel('Current Password').fill(SECOND_ADMIN.password);
    await page.getByLabel('New Password', { exact: true }).fill(SECOND_ADMIN.password);
    await page.getByLabel('Confirm New Password').fill(SECOND_ADMIN.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The new password must be different from the current one.' })
      .waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);

    await page.getByLabel('Current Password').fill(SECOND_ADMIN.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated successfully!');
    await page.getByText('(hidden for security)').waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    const token = await page.evaluate(() => localStorage.getItem('offerboard_token'));
    const me = () =>
      page.evaluate(
        async (bearer) =>
          (await fetch('/backendapi/api/me', { headers: { authorization: `Bearer ${bearer}` } })).status,
        token,
      );
    expect(await me()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeNull();
    expect(await me()).toBe(401);
    await logIn(page, { email: SECOND_ADMIN.email, password: NEW_PASSWORD });
  });

  it('signs in again from a device that signed in before while guesses from many addresses lock everyone else out', async () => {
    const page = await signInAsNewAdmin(ATTACKED_ADMIN);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);

    for (let i = 0; i < 50; i++) {
      const guess = await fetch(`${admin.stack.apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: ATTACKED_ADMIN.email, password: `guess-${i}` }),
      });
      expect(guess.status).toBe(401);
    }
    const elsewhere = await admin.page({ session: null });
    await elsewhere.goto(admin.url('login'));
    await elsewhere.getByLabel('Email').fill(ATTACKED_ADMIN.email);
    await elsewhere.getByLabel('Password').fill(ATTACKED_ADMIN.password);
    await elsewhere.getByRole('button', { name: 'Login' }).click();
    await elsewhere.getByRole('alert').filter({ hasText: 'Too many failed logins' }).waitFor();

    await logIn(page, ATTACKED_ADMIN);
  });

  it('works on a 390 px phone: the menu opens, a link closes it and navigates, dialogs keep the keyboard inside', async () => {
    const page = await admin.page({ viewport: PHONE });
    await page.goto(admin.url());
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Stores', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Stores', exact: true }).click();
    await page.waitForURL(/\/admin\/store$/);
    await expect.poll(() => page.getByRole('link', { name: 'Stores', exact: true }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = openDialog(page);
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate('Boolean(document.activeElement?.closest("dialog[open]"))')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

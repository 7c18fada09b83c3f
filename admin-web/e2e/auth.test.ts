import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import { ADMIN, expectToast, signedInContext } from './admin-helpers.js';

describe('signing in and out of the admin', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('sends a visitor without a token to the login, refuses a wrong password and lets the right one in', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.adminUrl}store`);
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

    await page.getByRole('button', { name: 'Forgot password' }).click();
    expect(await page.getByTestId('forgot-help').textContent()).toContain('make admin-password');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeTruthy();

    await page.goto(`${stack.adminUrl}login`);
    await page.waitForURL(/\/admin$/);
    await page.close();
  });

  it('logs out to the login when the API refuses the stored token', async () => {
    const context = await signedInContext(browser, { token: 'not-a-real-token', user: { email: ADMIN.email } });
    const page = await context.newPage();
    await page.goto(`${stack.adminUrl}store`);
    await expectToast(page, 'Your session has ended. Please log in again.');
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeNull();
    await context.close();
  });

  it('changes the password in Account Settings, then logs out and back in with it', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.adminUrl}login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByText('(hidden for security)').waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByLabel('Current Password').fill(ADMIN.password);
    await page.getByLabel('New Password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').filter({ hasText: "Passwords don't match" }).waitFor();

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('Confirm New Password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect|invalid|wrong/i })
      .waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe('a-new-password-1');

    await page.getByLabel('Current Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated successfully!');
    await page.getByText('(hidden for security)').waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('offerboard_token'))).toBeNull();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);
    await page.close();
  });
});

// The one setup of an admin browser-test file. Call `const admin = adminSuite();` once, in the file's describe body:
// before the file's tests it starts one stack (the API on a fresh seeded database and both sites, e2e/harness.ts)
// and one Chromium, and signs in once through the API (logins are rate-limited); after them it closes both. In a
// test, `await admin.page()` is a fresh signed-in page at laptop width in a context of its own, closed after the
// test (`admin.page({ viewport: PHONE })`, `{ session: null }` for a signed-out one); `admin.url('store')` is an
// admin address and `admin.api(path)` calls the API as the admin. Each test arranges the data it needs itself
// (through the API where its screen is not the one making it, see admin-helpers.ts), so any order passes:
// `npx vitest run --config e2e/vitest.config.ts <file> --sequence.shuffle`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import { type AdminSession, adminToken, apiCall, LAPTOP, signedInContext } from './admin-helpers.js';

interface PageOptions {
  /** 1366 x 900 unless given. */
  viewport?: { width: number; height: number };
  /** Whose session the page starts with: the suite's admin unless given; null for a signed-out page. */
  session?: AdminSession | null;
  /** Browser permissions to grant, e.g. ['clipboard-read', 'clipboard-write']. */
  permissions?: string[];
}

interface AdminSuite {
  readonly stack: Stack;
  readonly browser: Browser;
  readonly session: AdminSession;
  /** The admin address of a path: `url('store?page=2')`. */
  url(path?: string): string;
  /** A fresh page in a context of its own, closed after the test that asked for it. */
  page(options?: PageOptions): Promise<Page>;
  /** A call to the API as the signed-in admin, for arranging data and checking results. */
  api<T>(path: string, init?: RequestInit): Promise<T>;
}

/** `env`: read when the stack starts, what the API's environment gets besides (e.g. a test mail server's SMTP_URL). */
export function adminSuite(env: () => NodeJS.ProcessEnv = () => ({})): AdminSuite {
  let started: { stack: Stack; browser: Browser; session: AdminSession } | undefined;
  let browser: Browser | undefined;
  let stack: Stack | undefined;
  const openContexts: BrowserContext[] = [];

  const running = () => {
    if (!started) throw new Error('adminSuite(): the stack is not running (use it inside a test)');
    return started;
  };

  beforeAll(async () => {
    stack = await startStack(env());
    browser = await launchBrowser();
    started = { stack, browser, session: await adminToken(stack) };
  });

  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  return {
    get stack() {
      return running().stack;
    },
    get browser() {
      return running().browser;
    },
    get session() {
      return running().session;
    },
    url: (path = '') => `${running().stack.adminUrl}${path}`,
    async page({ viewport = LAPTOP, session, permissions = [] } = {}) {
      const suite = running();
      const chosen = session === undefined ? suite.session : session;
      const context = chosen
        ? await signedInContext(suite.browser, chosen, viewport)
        : await suite.browser.newContext({ viewport, acceptDownloads: true });
      openContexts.push(context);
      if (permissions.length > 0) await context.grantPermissions(permissions);
      return context.newPage();
    },
    api: (path, init) => apiCall(running().stack, running().session.token, path, init),
  };
}

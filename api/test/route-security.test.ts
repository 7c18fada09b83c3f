// Every operation in the OpenAPI document is documented as secured exactly when it refuses a request without a token,
// and an owner's token opens only the calls declared for owners, on their own stores' records.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { UnauthorizedError } from '../src/lib/errors.js';
import { insertOffer, insertStore } from './fixtures/offers-fixtures.js';
import { API, createTestApp } from './helpers.js';

let app: App | undefined;
let dataDir = '';
afterEach(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An app nobody has called yet, so a test can still add a route to it. */
async function freshApp(): Promise<App> {
  dataDir = mkdtempSync(join(tmpdir(), 'offerboard-security-'));
  app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  return app;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  security?: unknown[];
  responses?: Record<string, unknown>;
}

/** Each documented operation whose security declaration and answer without a token disagree, as "METHOD path: why". */
async function securityMismatches(app: App): Promise<string[]> {
  await app.ready();
  const paths = app.swagger().paths ?? {};
  const mismatches: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const secured = (operation.security ?? []).length > 0;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await app.inject({ method: method.toUpperCase() as Uppercase<typeof method>, url });
      const refused = response.statusCode === 401;
      const name = `${method.toUpperCase()} ${path}`;
      if (secured && !refused) mismatches.push(`${name}: secured but answers ${response.statusCode} without a token`);
      if (!secured && refused) mismatches.push(`${name}: answers 401 without a token but is not documented as secured`);
      if (secured && !operation.responses?.['401']) mismatches.push(`${name}: secured but documents no 401`);
    }
  }
  return mismatches;
}

describe('route security', () => {
  it('documents an operation as secured if and only if it answers 401 without a token', async () => {
    const app = await freshApp();
    expect(await securityMismatches(app)).toEqual([]);
    const operations = Object.values(app.swagger().paths ?? {}).flatMap((item) => Object.values(item ?? {}));
    const secured = operations.filter((operation) => ((operation as Operation).security ?? []).length > 0);
    expect(secured.length).toBeGreaterThan(30);
    expect(operations.length - secured.length).toBeGreaterThan(10);
  });

  it('catches an admin route that checks the token by hand instead of declaring config.admin', async () => {
    const app = await freshApp();
    app.get(
      '/backendapi/api/hand-checked',
      {
        onRequest: [
          async () => {
            throw new UnauthorizedError();
          },
        ],
        schema: { operationId: 'handChecked' },
      },
      async () => ({}),
    );
    expect(await securityMismatches(app)).toEqual([
      'GET /backendapi/api/hand-checked: answers 401 without a token but is not documented as secured',
    ]);
  });

  it('refuses a route that documents security without declaring config.admin', async () => {
    const app = await freshApp();
    const register = () =>
      app.get(
        '/backendapi/api/documented-only',
        { schema: { operationId: 'documentedOnly', security: [{ bearerAuth: [] }] } },
        async () => ({}),
      );
    expect(register).toThrow(/config\.admin/);
  });
});

/** Every row of every table, to show that a refused call changed nothing. */
function everything(app: App): string {
  const tables = app.db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' AND name NOT LIKE 'ads_words%' ORDER BY name",
    )
    .all() as Array<{ name: string }>;
  return JSON.stringify(tables.map(({ name }) => [name, app.db.$client.prepare(`SELECT * FROM "${name}"`).all()]));
}

describe('roles', () => {
  it("answers 403 to an owner on every operator-only operation, and on another store's records, changing nothing", async () => {
    const ctx = await createTestApp();
    const { app } = ctx;
    const storeA = insertStore(ctx, { storeName: 'Store A' });
    const storeB = insertStore(ctx, { storeName: 'Store B' });
    insertOffer(ctx, { storeId: storeA });
    const offerB = insertOffer(ctx, { storeId: storeB });
    const invite = await app.inject({
      method: 'POST',
      url: `${API}/stores/${storeA}/owner-invites`,
      headers: ctx.auth,
      payload: { email: 'owner-a@shop.example' },
    });
    const token = invite.json().url.split('/').pop();
    const accepted = await app.inject({
      method: 'POST',
      url: `${API}/invites/${token}/accept`,
      payload: { password: 'owner-password-1' },
    });
    const owner = { authorization: `Bearer ${accepted.json().token}` };
    /** The id of store B's record of each kind, for an owner route's parameter. */
    const recordOfB = { store: storeB, offer: offerB };

    const before = everything(app);
    const wrong: string[] = [];
    let operatorOnly = 0;
    let storeScoped = 0;
    for (const route of app.adminRoutes) {
      if (route.owner === 'account') continue;
      const scope = route.owner;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        String(scope && scope.param === name ? recordOfB[scope.record] : 1),
      );
      const method = route.method as 'GET';
      const response = await app.inject({ method, url, headers: owner, payload: method === 'GET' ? undefined : {} });
      if (response.statusCode !== 403) wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
      if (scope) storeScoped++;
      else operatorOnly++;
      if (scope) {
        const missing = route.url.replace(/:(\w+)/g, (_, name: string) => (name === scope.param ? '99999' : '1'));
        const absent = await app.inject({
          method,
          url: missing,
          headers: owner,
          payload: method === 'GET' ? undefined : {},
        });
        if (absent.statusCode !== 404)
          wrong.push(`${route.method} ${route.url} (no such record): ${absent.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operatorOnly).toBeGreaterThan(30);
    expect(storeScoped).toBeGreaterThan(0);
    expect(everything(app)).toEqual(before);
  });

  it('refuses a route that opens itself to owners without being an admin route', async () => {
    const app = await freshApp();
    const register = () =>
      app.get(
        '/backendapi/api/owner-only',
        { config: { owner: { record: 'store', param: 'id' } }, schema: { operationId: 'ownerOnly' } },
        async () => ({}),
      );
    expect(register).toThrow(/config\.owner needs config\.admin/);
  });
});

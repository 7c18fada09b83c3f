// Every operation in the OpenAPI document is documented as secured exactly when it refuses a request without a token.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { UnauthorizedError } from '../src/lib/errors.js';

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

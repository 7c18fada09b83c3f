// Fails when an admin write route is added without saying how it is audited (`config.audit`, lib/audit.ts).
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.js';

describe('audit coverage', () => {
  it('every admin write route declares how it is audited', async () => {
    const { app } = await createTestApp();
    const writes = app.auditLog.routes.filter((route) => route.admin && route.method !== 'GET');

    const undeclared = writes.filter((route) => route.audit === undefined).map((r) => `${r.method} ${r.url}`);

    expect(writes.length).toBeGreaterThan(20);
    expect(undeclared).toEqual([]);
  });

  it('only calls that write nothing opt out, and login is audited although it needs no token', async () => {
    const { app } = await createTestApp();
    const optedOut = app.auditLog.routes.filter((route) => route.audit === false).map((r) => `${r.method} ${r.url}`);
    const login = app.auditLog.routes.find((route) => route.url.endsWith('/login') && route.method === 'POST');

    expect(optedOut).toEqual(['POST /backendapi/api/Store/import/preview']);
    // An audited write is an admin's: one that lost its admin flag (a merge, a copy) would be open to anyone.
    const openWrites = app.auditLog.routes
      .filter((route) => route.audit && !route.admin && route !== login)
      .map((r) => `${r.method} ${r.url}`);
    expect(openWrites).toEqual([]);
    expect(login?.audit).toMatchObject({ action: 'login' });
  });
});

// Store owners' accounts through the real app and a real SMTP server: invites by e-mail and by copied link, accepting,
// an owner's access to their own store only, revoking, and password resets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { ADMIN, API, createTestApp, login, type TestContext } from '../helpers.js';
import { MailServer } from '../mail-server.js';

const mail = new MailServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(() => mail.stop());

const ADMIN_ORIGIN = 'https://admin.offers.example';
const OWNER = { email: 'owner@shop.example', password: 'owner-password-1' };
let mailbox = 0;
/** An address no other test of the file mails to. */
const freshEmail = () => `owner${++mailbox}@shop.example`;

async function ownersApp(env: Record<string, string> = { SMTP_URL: smtpUrl }) {
  const ctx = await createTestApp({ ADMIN_ORIGIN, ...env });
  const storeA = insertStore(ctx, { storeName: 'Store A' });
  const storeB = insertStore(ctx, { storeName: 'Store B' });
  return { ...ctx, storeA, storeB };
}

function invite(ctx: TestContext, storeId: number, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/stores/${storeId}/owner-invites`,
    headers: ctx.auth,
    payload: { email },
  });
}

const tokenOf = (url: string) => url.split('/').pop() ?? '';

function accept(ctx: TestContext, token: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: `${API}/invites/${token}/accept`, payload: { password } });
}

/** Invites the e-mail to the store by copied link and accepts it; the new owner's sign-in answer. */
async function ownerOf(ctx: TestContext, storeId: number, credentials = OWNER) {
  const invited = await invite(ctx, storeId, credentials.email);
  expect(invited.statusCode).toBe(201);
  const accepted = await accept(ctx, tokenOf(invited.json().url), credentials.password);
  expect(accepted.statusCode).toBe(200);
  return accepted.json() as { token: string; user: { _id: string; role: string; storeIds: string[] } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('owner invites', () => {
  it('mails a single-use link that creates the owner, who then signs in with role and stores', async () => {
    const ctx = await ownersApp();
    const email = freshEmail();
    const invited = await invite(ctx, ctx.storeA, ` ${email.toUpperCase()} `);
    expect(invited.statusCode).toBe(201);
    const body = invited.json();
    expect(body).toMatchObject({ url: expect.stringMatching(`^${ADMIN_ORIGIN}/admin/invite/`), emailed: true });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const link = await mail.linkTo(email);
    expect(link).toBe(body.url);
    expect(mail.to(email)[0]?.subject).toContain('Store A');
    const token = tokenOf(link);
    // Only the token's hash is stored.
    expect(JSON.stringify(ctx.app.db.$client.prepare('SELECT * FROM owner_invites').all())).not.toContain(token);

    const shown = await ctx.app.inject({ method: 'GET', url: `${API}/invites/${token}` });
    expect(shown.json()).toMatchObject({
      storeId: String(ctx.storeA),
      storeName: 'Store A',
      email,
      existingAccount: false,
    });

    expect((await accept(ctx, token, 'short')).statusCode).toBe(400);
    const accepted = await accept(ctx, token, OWNER.password);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toEqual({
      _id: expect.any(String),
      email,
      name: email,
      role: 'owner',
      storeIds: [String(ctx.storeA)],
    });

    expect((await ctx.app.inject({ method: 'GET', url: `${API}/invites/${token}` })).statusCode).toBe(410);
    expect((await accept(ctx, token, OWNER.password)).statusCode).toBe(410);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email, password: OWNER.password },
    });
    expect(signedIn.json().user).toMatchObject({ role: 'owner', storeIds: [String(ctx.storeA)] });
    const me = await ctx.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(signedIn.json().token) });
    expect(me.json()).toMatchObject({ role: 'owner', storeIds: [String(ctx.storeA)] });
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const ctx = await ownersApp({});
    const invited = await invite(ctx, ctx.storeA, OWNER.email);
    expect(invited.json().emailed).toBe(false);
    ctx.app.db.$client.prepare('UPDATE owner_invites SET expires_at = ?').run(Date.now() - 1);
    const token = tokenOf(invited.json().url);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/invites/${token}` })).statusCode).toBe(410);
    expect((await accept(ctx, token, OWNER.password)).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/invites/nope` })).statusCode).toBe(404);
    expect((await accept(ctx, 'nope', OWNER.password)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/stores/${ctx.storeA}/owners`, headers: ctx.auth })).json(),
    ).toEqual({
      owners: [],
      invites: [],
    });
  });

  it("adds a store to an existing owner once their password proves it is theirs, and refuses the operator's e-mail", async () => {
    const ctx = await ownersApp({});
    await ownerOf(ctx, ctx.storeA);
    const second = await invite(ctx, ctx.storeB, OWNER.email);
    const token = tokenOf(second.json().url);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/invites/${token}` })).json().existingAccount).toBe(true);
    expect((await accept(ctx, token, 'someone-elses-password')).statusCode).toBe(403);
    const accepted = await accept(ctx, token, OWNER.password);
    expect(accepted.json().user.storeIds).toEqual([String(ctx.storeA), String(ctx.storeB)]);
    expect((await invite(ctx, ctx.storeA, OWNER.email)).statusCode).toBe(409);
    expect((await invite(ctx, ctx.storeA, ADMIN.email)).statusCode).toBe(409);
    expect((await invite(ctx, ctx.storeA, 'not-an-email')).statusCode).toBe(400);
    expect((await invite(ctx, 99_999, 'x@shop.example')).statusCode).toBe(404);
  });

  it('lets an owner read their own store only', async () => {
    const ctx = await ownersApp({});
    const offerA = insertOffer(ctx, { storeId: ctx.storeA, title: 'Offer of A' });
    insertOffer(ctx, { storeId: ctx.storeB, title: 'Offer of B' });
    const owner = bearer((await ownerOf(ctx, ctx.storeA)).token);
    const own = await ctx.app.inject({ method: 'GET', url: `${API}/storeads/${ctx.storeA}`, headers: owner });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((offer: { _id: string }) => offer._id)).toEqual([String(offerA)]);
    const store = await ctx.app.inject({ method: 'GET', url: `${API}/Store/${ctx.storeA}`, headers: owner });
    expect(store.json()).toMatchObject({ storeName: 'Store A' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/Store/${ctx.storeB}`, headers: owner })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/storeads/${ctx.storeB}`, headers: owner })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/storeads/99999`, headers: owner })).statusCode).toBe(
      404,
    );
    // The operator keeps every store.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/storeads/${ctx.storeB}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
  });

  it('shows the operator owners and pending invites; revoking an invite voids its link, revoking an owner signs them out', async () => {
    const ctx = await ownersApp({});
    const owner = await ownerOf(ctx, ctx.storeA);
    const pending = await invite(ctx, ctx.storeA, 'later@shop.example');
    // A new invite to the same e-mail replaces the pending one.
    const renewed = await invite(ctx, ctx.storeA, 'later@shop.example');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/invites/${tokenOf(pending.json().url)}` })).statusCode,
    ).toBe(404);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${API}/stores/${ctx.storeA}/owners`,
      headers: ctx.auth,
    });
    expect(listed.json()).toEqual({
      owners: [{ _id: owner.user._id, email: OWNER.email, since: expect.any(String) }],
      invites: [
        {
          _id: renewed.json()._id,
          email: 'later@shop.example',
          expiresAt: renewed.json().expiresAt,
          createdAt: expect.any(String),
        },
      ],
    });

    const revokeInvite = `${API}/stores/${ctx.storeA}/owner-invites/${renewed.json()._id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url: revokeInvite, headers: ctx.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: revokeInvite, headers: ctx.auth })).statusCode).toBe(404);
    expect((await accept(ctx, tokenOf(renewed.json().url), OWNER.password)).statusCode).toBe(404);

    const me = () => ctx.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(owner.token) });
    expect((await me()).statusCode).toBe(200);
    const revokeOwner = `${API}/stores/${ctx.storeA}/owners/${owner.user._id}`;
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${API}/stores/${ctx.storeB}/owners/${owner.user._id}`,
          headers: ctx.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: revokeOwner, headers: ctx.auth })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    // Without stores the account is gone: its password no longer signs in.
    expect((await ctx.app.inject({ method: 'POST', url: `${API}/login`, payload: OWNER })).statusCode).toBe(401);

    const entries = ctx.app.db.$client.prepare('SELECT action, item_type, item_name FROM audit_log ORDER BY id').all();
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'create', item_type: 'invite', item_name: OWNER.email },
        { action: 'accept-invite', item_type: 'admin', item_name: OWNER.email },
        { action: 'delete', item_type: 'invite', item_name: 'later@shop.example' },
        { action: 'revoke', item_type: 'admin', item_name: OWNER.email },
      ]),
    );
  });
});

describe('password resets', () => {
  it('mails a single-use link for a known e-mail only, always answering 202; the link sets the password and ends other sessions', async () => {
    const ctx = await ownersApp();
    const request = (email: string) =>
      ctx.app.inject({ method: 'POST', url: `${API}/password-resets`, payload: { email } });
    const unknown = freshEmail();
    const unknownAnswer = await request(unknown);
    const email = freshEmail();
    await ownerOf(ctx, ctx.storeA, { email, password: OWNER.password });
    const oldSession = bearer(await login(ctx.app, { email, password: OWNER.password }));
    const knownAnswer = await request(email);
    expect([unknownAnswer.statusCode, knownAnswer.statusCode]).toEqual([202, 202]);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());

    // The first mail was the invite.
    const link = await mail.linkTo(email, 1);
    expect(link).toContain(`${ADMIN_ORIGIN}/admin/reset-password/`);
    expect(mail.to(unknown)).toEqual([]);
    const token = tokenOf(link);
    const reset = (password: string) =>
      ctx.app.inject({ method: 'POST', url: `${API}/password-resets/${token}`, payload: { password } });
    expect((await reset('short')).statusCode).toBe(400);
    const done = await reset('a-new-password-2');
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email, role: 'owner' });

    expect((await ctx.app.inject({ method: 'GET', url: `${API}/me`, headers: oldSession })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(done.json().token) })).statusCode,
    ).toBe(200);
    expect((await reset('another-password-3')).statusCode).toBe(410);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password: OWNER.password } }))
        .statusCode,
    ).toBe(401);
    expect(await login(ctx.app, { email, password: 'a-new-password-2' })).toEqual(expect.any(String));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${API}/password-resets/unknown`,
          payload: { password: 'whatever-123' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("works for the operator's account too, and a link expires after an hour", async () => {
    const ctx = await ownersApp();
    await ctx.app.inject({ method: 'POST', url: `${API}/password-resets`, payload: { email: ADMIN.email } });
    const token = tokenOf(await mail.linkTo(ADMIN.email));
    ctx.app.db.$client.prepare('UPDATE password_resets SET expires_at = ?').run(Date.now() - 1);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: `${API}/password-resets/${token}`,
      payload: { password: 'a-new-password-2' },
    });
    expect(expired.statusCode).toBe(410);
    expect(await login(ctx.app)).toEqual(expect.any(String));
  });

  it('limits how often an address may ask', async () => {
    const ctx = await ownersApp({});
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `${API}/password-resets`,
        payload: { email: `x${i}@shop.example` },
      });
      codes.push(answer.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';
import { users } from '../account/account.schema.ts';
import { subaccountInvitations } from './subaccounts.schema.ts';
import {
  activeMember,
  invitation,
  invitationLetter,
  invite,
  memberPassword,
  signIn,
} from './subaccounts.test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerSeller>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://cabinet.example' });
  owner = await registerSeller(t, { first_name: 'Olena', last_name: 'Kovalenko', language: 'ru' });
});
afterAll(() => t.close());

const accept = (token: string, password = memberPassword) =>
  t.call(subaccountsApi.accept, { body: { token, password } });
const written = async () =>
  Promise.all([
    rowCount(t.database, users),
    rowCount(t.database, subaccountInvitations),
    rowCount(t.database, mailOutbox),
  ]);

describe('inviting a subaccount', () => {
  it('invites by e-mail, the member accepts, signs in and holds exactly the granted permissions', async () => {
    const body = invitation({ permissions: ['money.read', 'shipments.read', 'shipments.write'], language: 'en' });
    const created = await invite(t, owner.token, body);
    expect(created.statusCode).toBe(201);
    const sub = created.json();
    expect(sub).toEqual({
      id: expect.any(Number),
      email: body.email,
      first_name: 'Petro',
      last_name: 'Shevchenko',
      permissions: ['money.read', 'shipments.read', 'shipments.write'],
      status: 'invited',
      created_at: expect.any(String),
      last_login_at: null,
    });

    const { letter, token } = await invitationLetter(t, body.email);
    expect(letter.subject).toBe('Olena Kovalenko invites you to Seller Cabinet');
    expect(letter.text).toContain(`https://cabinet.example/subaccounts/accept?token=${token}`);
    expect(letter.text).toContain('7 days');

    // No usable password until the invitation is accepted.
    expect((await signIn(t, body.email)).statusCode).toBe(401);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const memberToken = accepted.json().token as string;
    const me = await t.call(accountApi.me, { token: memberToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: sub.id, role: 'member', email: body.email, language: 'en' });
    expect(me.json().permissions).toEqual(['money.read', 'shipments.read', 'shipments.write']);

    const login = await signIn(t, body.email);
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));

    const listed = await t.call(subaccountsApi.list, { token: owner.token });
    expect(listed.statusCode).toBe(200);
    const row = listed.json().subaccounts.find((s: { id: number }) => s.id === sub.id);
    expect(row).toMatchObject({ status: 'active', last_login_at: expect.any(String) });
    // Only members are listed, never the owner.
    expect(listed.json().subaccounts.map((s: { email: string }) => s.email)).not.toContain(owner.email);
  });

  it("writes the letter in the owner's language unless another is asked for", async () => {
    const inRu = invitation();
    await invite(t, owner.token, inRu);
    expect((await invitationLetter(t, inRu.email)).letter.subject).toBe(
      'Olena Kovalenko приглашает вас в Кабинет продавца',
    );
    const inUa = invitation({ language: 'ua' });
    await invite(t, owner.token, inUa);
    const { letter } = await invitationLetter(t, inUa.email);
    expect(letter.subject).toBe('Olena Kovalenko запрошує вас до Кабінету продавця');
    expect(letter.text).toContain('7 днів');
  });

  it('refuses an e-mail any user already has, as a field error, writing nothing', async () => {
    const other = await registerSeller(t);
    const before = await written();
    const res = await invite(t, owner.token, invitation({ email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_taken', message: expect.any(String) });
    expect(res.json().errors.email).toHaveLength(1);
    expect(await written()).toEqual(before);
  });

  it('rejects bad input with {code, message, errors} and writes nothing', async () => {
    const before = await written();
    for (const payload of [
      { ...invitation(), email: 'not-an-email' },
      { ...invitation(), permissions: ['money.steal'] },
      { ...invitation(), first_name: '' },
      { ...invitation(), role: 'owner' },
      { email: 'x@example.com' },
    ]) {
      const res = await t.call(subaccountsApi.create, { token: owner.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    expect(await written()).toEqual(before);
  });

  it('needs a token on every subaccount route except accepting', async () => {
    for (const e of [
      subaccountsApi.list,
      subaccountsApi.create,
      subaccountsApi.get,
      subaccountsApi.update,
      subaccountsApi.disable,
      subaccountsApi.enable,
      subaccountsApi.resend,
      subaccountsApi.remove,
    ]) {
      const res = await t.call(e, {
        params: { id: 1 },
        ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
    }
  });
});

describe('the invitation link', () => {
  it('works once', async () => {
    const body = invitation();
    await invite(t, owner.token, body);
    const { token } = await invitationLetter(t, body.email);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invitation_invalid', errors: { token: [expect.any(String)] } });
    expect((await signIn(t, body.email, 'another-password')).statusCode).toBe(401);
  });

  it('expires after 7 days', async () => {
    const body = invitation();
    await invite(t, owner.token, body);
    const { token } = await invitationLetter(t, body.email);
    t.clock.advance(7 * 86_400_000 + 60_000);
    try {
      expect((await accept(token)).json().code).toBe('invitation_invalid');
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 60_000));
    }
  });

  it('is replaced by a resend, which only an invited member can get', async () => {
    const body = invitation();
    const id = (await invite(t, owner.token, body)).json().id as number;
    const { token: first } = await invitationLetter(t, body.email);
    const resent = await t.call(subaccountsApi.resend, { params: { id }, token: owner.token });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status).toBe('invited');
    const { token: second } = await invitationLetter(t, body.email);
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);
    const late = await t.call(subaccountsApi.resend, { params: { id }, token: owner.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('subaccount_not_invited');
  });

  it('answers 400 for an unknown token or a short password', async () => {
    expect((await accept('no-such-token')).json().code).toBe('invitation_invalid');
    const short = await accept('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBeDefined();
  });
});

describe('managing a subaccount', () => {
  it('reads and edits names and permissions', async () => {
    const m = await activeMember(t, owner.token, ['account.read']);
    const got = await t.call(subaccountsApi.get, { params: { id: m.id }, token: owner.token });
    expect(got.json()).toMatchObject({ id: m.id, status: 'active', permissions: ['account.read'] });
    const patched = await t.call(subaccountsApi.update, {
      params: { id: m.id },
      token: owner.token,
      body: { first_name: 'Ivan', permissions: ['money.read', 'money.write', 'money.read'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      first_name: 'Ivan',
      last_name: 'Shevchenko',
      permissions: ['money.read', 'money.write'],
    });
    // The member's very next request sees the new permissions.
    const me = await t.call(accountApi.me, { token: m.token });
    expect(me.json().permissions).toEqual(['money.read', 'money.write']);
  });

  it('rejects a bad patch and changes nothing', async () => {
    const m = await activeMember(t, owner.token, ['account.read']);
    for (const payload of [{ permissions: ['nope'] }, { email: 'x@example.com' }, { last_name: '' }]) {
      const res = await t.call(subaccountsApi.update, { params: { id: m.id }, token: owner.token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
        errors: expect.any(Object),
      });
    }
    const bad = await t.call(subaccountsApi.get, { params: { id: 'abc' }, token: owner.token });
    expect(bad.statusCode).toBe(400);
    const got = await t.call(subaccountsApi.get, { params: { id: m.id }, token: owner.token });
    expect(got.json()).toMatchObject({ first_name: 'Petro', last_name: 'Shevchenko', permissions: ['account.read'] });
  });

  it('disables a member at once, and enables them again', async () => {
    const m = await activeMember(t, owner.token, ['account.read']);
    const disabled = await t.call(subaccountsApi.disable, { params: { id: m.id }, token: owner.token });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    const kicked = await t.call(accountApi.me, { token: m.token });
    expect(kicked.statusCode).toBe(403);
    expect(kicked.json().logout).toBe(true);
    expect((await signIn(t, m.email)).statusCode).toBe(401);

    const enabled = await t.call(subaccountsApi.enable, { params: { id: m.id }, token: owner.token });
    expect(enabled.json().status).toBe('active');
    // The old session stays ended; signing in works again.
    expect((await t.call(accountApi.me, { token: m.token })).statusCode).toBe(403);
    const login = await signIn(t, m.email);
    expect(login.statusCode).toBe(200);
    expect((await t.call(accountApi.me, { token: login.json().token })).statusCode).toBe(200);
  });

  it('keeps an invitation closed while the member is disabled', async () => {
    const body = invitation();
    const id = (await invite(t, owner.token, body)).json().id as number;
    const { token } = await invitationLetter(t, body.email);
    await t.call(subaccountsApi.disable, { params: { id }, token: owner.token });
    expect((await accept(token)).statusCode).toBe(400);
    const enabled = await t.call(subaccountsApi.enable, { params: { id }, token: owner.token });
    expect(enabled.json().status).toBe('invited');
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('removes a member: sessions end, sign-in fails, the e-mail is free again', async () => {
    const m = await activeMember(t, owner.token, ['account.read']);
    const removed = await t.call(subaccountsApi.remove, { params: { id: m.id }, token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await t.call(subaccountsApi.get, { params: { id: m.id }, token: owner.token })).statusCode).toBe(404);
    const kicked = await t.call(accountApi.me, { token: m.token });
    expect(kicked.statusCode).toBe(403);
    expect(kicked.json().logout).toBe(true);
    expect((await signIn(t, m.email)).statusCode).toBe(401);
    expect((await t.database.db.select().from(users).where(eq(users.id, m.id))).length).toBe(0);
    expect((await invite(t, owner.token, invitation({ email: m.email }))).statusCode).toBe(201);
  });
});

describe('joining', () => {
  it('tells the account that the member has joined', async () => {
    const seller = await registerSeller(t);
    const member = await activeMember(t, seller.token, []);
    const list = await t.call(notificationsApi.list, { token: seller.token });
    expect(list.json().notifications).toContainEqual(
      expect.objectContaining({ kind: 'account.subaccount_joined', payload: { email: member.email } }),
    );
  });

  it('lets an invited member who restores the password become active', async () => {
    const seller = await registerSeller(t);
    const body = invitation();
    const created = await invite(t, seller.token, body);
    await t.call(authApi.forgotten, { body: { email: body.email } });
    const letters = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, body.email));
    const restore = letters.find((m) => m.template === 'restore_password');
    const link = /restore-password\?token=([\w-]+)/.exec(restore!.text)?.[1];
    const reset = await t.call(authApi.restorePassword, { payload: { token: link, password: memberPassword } });
    expect(reset.statusCode).toBe(200);
    const read = await t.call(subaccountsApi.get, { params: { id: created.json().id }, token: seller.token });
    expect(read.json().status).toBe('active');
    expect((await signIn(t, body.email)).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { opsApi } from '@cabinet/contracts/ops';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { accounts, personalData, users } from './account.schema.ts';

let t: TestApp;
beforeAll(async () => {
  // A route flagged "needs a validated profile", as later features flag theirs.
  t = await createTestApp(
    {},
    {
      extend: (app) =>
        void app.get('/api/test/needs-profile', { config: { validProfile: true } }, async () => ({ ok: true })),
    },
  );
});
afterAll(() => t.close());

const personal = {
  passport_number: 'FA123456',
  issued_by: '8031',
  issue_date: '2019-04-12',
  birth_date: '1990-06-03',
  tax_number: '3012345678',
};

async function userIdOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('GET /api/user/', () => {
  it('returns the user with account fields, vars, language, profile state and permissions', async () => {
    const { token, body } = await registerSeller(t, {
      user_type: 'entity',
      itn: undefined,
      psrn: '12345678',
      company_name: 'TOV Test',
    });
    const me = (await t.call(accountApi.me, { token })).json();
    expect(me).toMatchObject({
      email: body.email,
      first_name: 'Olena',
      user_type: 'entity',
      psrn: '12345678',
      itn: null,
      vars: { ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 0 },
      language: 'en',
      profile_valid: true,
      two_factor_enabled: false,
    });
    expect(me.permissions).toContain('money.write');
    expect(me).not.toHaveProperty('password_hash');
  });
});

describe('PATCH /api/user/', () => {
  it('updates personal fields and remembers the language', async () => {
    const { token } = await registerSeller(t);
    const res = await t.call(accountApi.updateProfile, { token, body: { language: 'ru', first_name: 'Олена' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'ru', first_name: 'Олена' });
  });

  it('keeps the §5 rule when the user type changes, and writes nothing otherwise', async () => {
    const { token } = await registerSeller(t);
    const bad = await t.call(accountApi.updateProfile, { token, body: { user_type: 'entity', first_name: 'Changed' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'required_fields', errors: { psrn: [expect.any(String)] } });
    const me = (await t.call(accountApi.me, { token })).json();
    expect(me).toMatchObject({ user_type: 'individual', first_name: 'Olena' });

    const ok = await t.call(accountApi.updateProfile, { token, body: { user_type: 'entity', psrn: '87654321' } });
    expect(ok.json()).toMatchObject({ user_type: 'entity', psrn: '87654321', profile_valid: true });
  });

  it('rejects unknown fields and bad formats with 400', async () => {
    const { token } = await registerSeller(t);
    const res = await t.call(accountApi.updateProfile, { token, payload: { email: 'x@y.z', itn: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
    expect(res.json().errors).toHaveProperty('itn');
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(accountApi.updateProfile, { body: {} })).statusCode).toBe(401);
  });
});

describe('personal data', () => {
  it('is empty at first, then saved and read back', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(accountApi.personalData, { token })).json()).toEqual({
      personal_data: null,
    });
    const put = await t.call(accountApi.savePersonalData, { token, body: personal });
    expect(put.statusCode).toBe(200);
    expect((await t.call(accountApi.personalData, { token })).json()).toEqual({
      personal_data: personal,
    });
  });

  it('rejects impossible dates and bad formats without writing', async () => {
    const { token } = await registerSeller(t);
    const before = await rowCount(t.database, personalData);
    const swapped = await t.call(accountApi.savePersonalData, {
      token,
      body: { ...personal, issue_date: '1980-01-01' },
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors.issue_date).toBeDefined();
    const malformed = await t.call(accountApi.savePersonalData, {
      token,
      body: { ...personal, birth_date: '03.06.1990' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.birth_date).toBeDefined();
    expect(await rowCount(t.database, personalData)).toBe(before);
  });

  it('is the account own: another account sees only its own', async () => {
    const a = await registerSeller(t);
    const b = await registerSeller(t);
    await t.call(accountApi.savePersonalData, { token: a.token, body: personal });
    expect((await t.call(accountApi.personalData, { token: b.token })).json()).toEqual({
      personal_data: null,
    });
  });
});

describe('validated profile', () => {
  it('answers 403 {mandatory_field: personal_data} while the §5 rule fails', async () => {
    const { token, email } = await registerSeller(t);
    expect((await t.request({ method: 'GET', url: '/api/test/needs-profile', token })).statusCode).toBe(200);
    // Accounts brought over from the old cabinet may lack the tax fields.
    const user = await userIdOf(email);
    await t.database.db.update(accounts).set({ itn: null }).where(eq(accounts.id, user.account_id!));
    const res = await t.request({ method: 'GET', url: '/api/test/needs-profile', token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ mandatory_field: 'personal_data', code: 'profile_incomplete' });
    expect((await t.call(accountApi.me, { token })).json().profile_valid).toBe(false);
  });
});

describe('roles and permissions', () => {
  async function member(accountId: number, permissions: string[]) {
    const email = `member-${Math.random().toString(36).slice(2)}@example.com`;
    await t.database.db.insert(users).values({
      account_id: accountId,
      role: 'member',
      email,
      language: 'en',
      permissions,
      password_hash: await hashPassword('member-password'),
    });
    const res = await t.call(authApi.login, { body: { login: email, password: 'member-password' } });
    return res.json().token as string;
  }

  it('lets a member act only with the permissions granted', async () => {
    const owner = await registerSeller(t);
    const accountId = (await userIdOf(owner.email)).account_id!;
    const reader = await member(accountId, ['account.read']);
    expect((await t.call(accountApi.personalData, { token: reader })).statusCode).toBe(200);
    const write = await t.call(accountApi.savePersonalData, { token: reader, body: personal });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('permission_denied');
    const me = (await t.call(accountApi.me, { token: reader })).json();
    expect(me).toMatchObject({ role: 'member', permissions: ['account.read'] });
  });

  it('keeps the account tax fields to the owner', async () => {
    const owner = await registerSeller(t);
    const accountId = (await userIdOf(owner.email)).account_id!;
    const helper = await member(accountId, ['account.read', 'account.write']);
    const res = await t.call(accountApi.updateProfile, { token: helper, body: { itn: '1234567890' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.itn).toBeDefined();
  });

  it('keeps operators out of seller routes and sellers out of operator routes', async () => {
    const seller = await registerSeller(t);
    await t.app.services.accountRepo.createOperator({
      email: 'ops-roles@example.com',
      language: 'en',
      ops_roles: ['support'],
      password_hash: await hashPassword('operator-pass'),
    });
    const op = (
      await t.call(authApi.login, { body: { login: 'ops-roles@example.com', password: 'operator-pass' } })
    ).json().token;
    expect((await t.call(accountApi.me, { token: op })).statusCode).toBe(403);
    expect((await t.call(opsApi.outbox, { token: op })).statusCode).toBe(200);
    const denied = await t.call(opsApi.outbox, { token: seller.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operators_only');
  });
});

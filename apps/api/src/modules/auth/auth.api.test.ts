import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_PER_ADDRESS, twoFactorApi } from '@cabinet/contracts/auth';
import { opsApi } from '@cabinet/contracts/ops';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, registration, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { totpAt } from '../../platform/auth/totp.ts';
import { accounts, users } from '../account/account.schema.ts';
import { authFailures, sessions } from '../../platform/auth/auth.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: object, headers: Record<string, string> = {}) => t.call(authApi.login, { payload: body, headers });

describe('POST /api/register', () => {
  it('creates the account and its owner and signs them in', async () => {
    const body = registration({ user_type: 'self_employed', itn: '3012345678', company_name: 'FOP Test' });
    const res = await t.call(accountApi.register, { body });
    expect(res.statusCode).toBe(201);
    const me = await t.call(accountApi.me, { token: res.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: body.email,
      role: 'owner',
      user_type: 'self_employed',
      company_name: 'FOP Test',
      profile_valid: true,
      two_factor_enabled: false,
    });
  });

  it('requires the fields of each user type and writes nothing when they are missing', async () => {
    const before = [await rowCount(t.database, accounts), await rowCount(t.database, users)];
    const cases = [
      [{ user_type: 'individual', itn: undefined }, 'itn'],
      [{ user_type: 'self_employed', company_name: undefined }, 'company_name'],
      [{ user_type: 'entity', itn: undefined, psrn: undefined }, 'psrn'],
    ] as const;
    for (const [overrides, field] of cases) {
      const res = await t.call(accountApi.register, { body: registration(overrides), lang: 'en' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toEqual(['Required field']);
      expect(typeof res.json().message).toBe('string');
    }
    expect([await rowCount(t.database, accounts), await rowCount(t.database, users)]).toEqual(before);
  });

  it('answers in the caller language with per-field messages', async () => {
    const res = await t.call(accountApi.register, {
      lang: 'uk',
      payload: { ...registration(), email: 'not-an-email', password: 'short', accept_agreement: false },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe('Перевірте правильність введених даних');
    expect(body.errors.email).toEqual(['Введіть правильний e-mail']);
    expect(body.errors.password).toEqual(['Щонайменше 8 символів']);
    expect(body.errors.accept_agreement).toEqual(['Потрібно прийняти угоду користувача']);
  });

  it('rejects a taken e-mail, whatever its case', async () => {
    const { email } = await registerSeller(t);
    const res = await t.call(accountApi.register, { body: registration({ email: email.toUpperCase() }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_taken', errors: { email: [expect.any(String)] } });
  });

  it('rejects malformed JSON and unknown types with 400', async () => {
    const res = await t.call(accountApi.register, {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    const typed = await t.call(accountApi.register, { payload: registration({ user_type: 'robot' as never }) });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.user_type).toBeDefined();
  });
});

describe('POST /api/auth/web/', () => {
  it('gives a token for the right password, usable as API-KEY', async () => {
    const { email, password } = await registerSeller(t);
    const res = await login({ login: email, password });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await t.call(accountApi.me, { token })).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerSeller(t);
    const rows = await t.database.db.select({ hash: sessions.token_hash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await registerSeller(t);
    const wrong = await login({ login: email, password: 'wrong-password' });
    const unknown = await login({ login: `nobody-${Date.now()}@example.com`, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits failed attempts per account and answers 429 with Retry-After', async () => {
    // Behind a trusted proxy each attempt comes from another address, so only the account's budget applies.
    const t2 = await createTestApp({ TRUST_PROXY: true });
    try {
      const { email, password } = await registerSeller(t2);
      const attempt = (pw: string, i: number) =>
        t2.call(authApi.login, { body: { login: email, password: pw }, headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      for (let i = 0; i < LOGIN_ATTEMPTS; i++) expect((await attempt('nope-nope', i)).statusCode).toBe(401);
      const blocked = await attempt(password, 99);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().code).toBe('too_many_attempts');
      t2.clock.advance(16 * 60_000);
      expect((await attempt(password, 100)).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it("signs in a right password from an address past its failure budget; others' failures make a wrong one 429", async () => {
    // The flood guard has its own tests; here it must not stop the sign-in attempts this test makes.
    const t2 = await createTestApp({ RATE_LIMIT_CREDENTIALS_PER_MINUTE: 100_000 });
    try {
      const colleague = await registerSeller(t2);
      const withCode = await registerSeller(t2);
      const setup = await t2.call(twoFactorApi.begin, { token: withCode.token });
      const secret = setup.json().secret as string;
      const code = () => totpAt(secret, t2.clock.now());
      expect((await t2.call(twoFactorApi.confirm, { token: withCode.token, body: { code: code() } })).statusCode).toBe(
        200,
      );
      t2.clock.advance(30_000);
      // Someone in the same office fails with many accounts, each within its own budget.
      const attempt = (login: string, password: string) => t2.call(authApi.login, { body: { login, password } });
      // Their earlier failures are written straight into the throttle (each real one costs an argon2 check: a
      // hundred of them took 30 s on a busy machine); the last few go through the API, so both kinds count.
      const real = 3;
      await t2.database.db.insert(authFailures).values(
        Array.from({ length: LOGIN_ATTEMPTS_PER_ADDRESS - real }, () => ({
          scope: 'login',
          key: 'ip:127.0.0.1',
          created_at: t2.clock.now(),
        })),
      );
      for (let i = 0; i < real; i++) {
        expect((await attempt(`guess${i}@example.com`, 'whatever-else')).statusCode).toBe(401);
      }
      const wrong = await attempt(colleague.email, 'not-the-password');
      expect(wrong.statusCode).toBe(429);
      expect(wrong.json().code).toBe('too_many_attempts');
      expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);

      const right = await attempt(colleague.email, colleague.password);
      expect(right.statusCode).toBe(200);
      expect((await t2.call(accountApi.me, { token: right.json().token })).statusCode).toBe(200);

      const first = await attempt(withCode.email, withCode.password);
      expect(first.json().two_factor_required).toBe(true);
      const second = await t2.call(authApi.loginSecondStep, {
        body: { challenge: first.json().challenge, code: code() },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().token).toEqual(expect.any(String));
    } finally {
      await t2.close();
    }
  });

  it('checks the client access-key header when configured', async () => {
    const t2 = await createTestApp({ CLIENT_ACCESS_KEY: 'cabinet-web', CLIENT_ACCESS_KEY_HEADER: 'Access-Key' });
    try {
      const { email, password } = await registerSeller(t2);
      const without = await t2.call(authApi.login, { body: { login: email, password } });
      expect(without.statusCode).toBe(403);
      expect(without.json().code).toBe('client_not_allowed');
      const withKey = await t2.call(authApi.login, {
        body: { login: email, password },
        headers: { 'access-key': 'cabinet-web' },
      });
      expect(withKey.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('rejects a malformed body with 400 and records no failure', async () => {
    const res = await login({ login: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: expect.any(String),
      errors: { login: expect.any(Array), password: expect.any(Array) },
    });
  });
});

describe('sessions', () => {
  it('answers 401 without a token and 403 {logout} for an unknown one', async () => {
    const none = await t.call(accountApi.me);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    const bogus = await t.call(accountApi.me, { token: 'not-a-token' });
    expect(bogus.statusCode).toBe(403);
    expect(bogus.json().logout).toBe(true);
  });

  it('ends the session on logout', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(authApi.logout, { token })).json()).toEqual({ ok: true });
    const after = await t.call(accountApi.me, { token });
    expect(after.statusCode).toBe(403);
    expect(after.json().logout).toBe(true);
    expect((await t.call(authApi.logout)).statusCode).toBe(401);
  });

  it('expires after the idle period and slides forward with use', async () => {
    const { token } = await registerSeller(t);
    t.clock.advance(20 * 86_400_000);
    expect((await t.call(accountApi.me, { token })).statusCode).toBe(200);
    t.clock.advance(20 * 86_400_000); // 40 days since login, 20 since last use: still alive
    expect((await t.call(accountApi.me, { token })).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    const expired = await t.call(accountApi.me, { token });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().logout).toBe(true);
  });
});

describe('password restore', () => {
  const outbox = async (operatorToken: string, to: string) =>
    (await t.call(opsApi.outbox, { query: { to }, token: operatorToken })).json();

  async function operatorToken() {
    const { hashPassword } = await import('../../platform/auth/passwords.ts');
    const email = `op-${Date.now()}@seller-cabinet.test`;
    await t.app.services.accountRepo.createOperator({
      email,
      language: 'en',
      // Support reads the letters the server sent.
      ops_roles: ['support'],
      password_hash: await hashPassword('operator-pass'),
    });
    return (await login({ login: email, password: 'operator-pass' })).json().token as string;
  }

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const op = await operatorToken();
    const { email, token: oldSession } = await registerSeller(t, { language: 'ru' });
    const asked = await t.call(authApi.forgotten, { body: { email } });
    expect(asked.json()).toEqual({ ok: true });
    const [mail] = (await outbox(op, email)).messages;
    expect(mail).toMatchObject({ template: 'restore_password', subject: 'Восстановление пароля в Seller Cabinet' });
    const link = /\/restore-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    const reset = await t.call(authApi.restorePassword, { payload: { token: link, password: 'brand-new-password' } });
    expect(reset.json()).toEqual({ ok: true });
    expect((await t.call(accountApi.me, { token: oldSession })).statusCode).toBe(403);
    expect((await login({ login: email, password: 'brand-new-password' })).statusCode).toBe(200);

    const again = await t.call(authApi.restorePassword, { payload: { token: link, password: 'another-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('restore_link_invalid');
  });

  it("using one link ends the user's other outstanding links, and nobody else's", async () => {
    const op = await operatorToken();
    const seller = await registerSeller(t);
    const neighbour = await registerSeller(t);
    const linkFor = async (email: string) => {
      await t.call(authApi.forgotten, { body: { email } });
      const messages = (await outbox(op, email)).messages as Array<{ text: string }>;
      return /token=([\w-]+)/.exec(messages[0]!.text)![1]!;
    };
    const restore = (token: string, password: string) => t.call(authApi.restorePassword, { body: { token, password } });
    const older = await linkFor(seller.email);
    const newer = await linkFor(seller.email);
    const neighbours = await linkFor(neighbour.email);
    expect(older).not.toBe(newer);

    expect((await restore(newer, 'brand-new-password')).json()).toEqual({ ok: true });
    const stale = await restore(older, 'attackers-password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('restore_link_invalid');
    expect((await login({ login: seller.email, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await restore(neighbours, 'neighbours-new-password')).json()).toEqual({ ok: true });
  });

  it('a password change ends the outstanding links too', async () => {
    const op = await operatorToken();
    const { email, password, token } = await registerSeller(t);
    await t.call(authApi.forgotten, { body: { email } });
    const link = /token=([\w-]+)/.exec((await outbox(op, email)).messages[0].text)?.[1];
    const changed = await t.call(authApi.changePassword, {
      token,
      body: { current_password: password, new_password: 'changed-password' },
    });
    expect(changed.json()).toEqual({ ok: true });
    const res = await t.call(authApi.restorePassword, { payload: { token: link, password: 'another-password' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('restore_link_invalid');
  });

  it('expires the link after an hour', async () => {
    const op = await operatorToken();
    const { email } = await registerSeller(t);
    await t.call(authApi.forgotten, { body: { email } });
    const link = /token=([\w-]+)/.exec((await outbox(op, email)).messages[0].text)?.[1];
    t.clock.advance(61 * 60_000);
    const res = await t.call(authApi.restorePassword, { payload: { token: link, password: 'brand-new-password' } });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const op = await operatorToken();
    const email = `ghost-${Date.now()}@example.com`;
    expect((await t.call(authApi.forgotten, { body: { email } })).json()).toEqual({
      ok: true,
    });
    expect((await outbox(op, email)).total).toBe(0);
  });

  it('rejects a short new password without using up the link', async () => {
    const res = await t.call(authApi.restorePassword, { body: { token: 'x', password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBeDefined();
  });
});

describe('POST /api/user/change-password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email, password, token } = await registerSeller(t);
    const other = (await login({ login: email, password })).json().token as string;
    const wrong = await t.call(authApi.changePassword, {
      token,
      body: { current_password: 'not-it-at-all', new_password: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBeDefined();

    const ok = await t.call(authApi.changePassword, {
      token,
      body: { current_password: password, new_password: 'new-password-1' },
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await t.call(accountApi.me, { token })).statusCode).toBe(200);
    expect((await t.call(accountApi.me, { token: other })).statusCode).toBe(403);
    expect((await login({ login: email, password })).statusCode).toBe(401);
    expect((await login({ login: email, password: 'new-password-1' })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call(authApi.changePassword, { payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, TOTP_ATTEMPTS, twoFactorApi } from '@cabinet/contracts/auth';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { hotp, stepAt, totpAt } from '../../platform/auth/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller with two-factor on: returns the secret and the recovery codes it was given. */
async function sellerWithTwoFactor() {
  const seller = await registerSeller(t);
  const setup = await t.call(twoFactorApi.begin, { token: seller.token });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr } = setup.json();
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const added = await t.call(twoFactorApi.confirm, {
    token: seller.token,
    body: { code: totpAt(secret, t.clock.now()) },
  });
  expect(added.statusCode).toBe(200);
  t.clock.advance(30_000); // the confirming code's step is used up
  return { ...seller, secret: secret as string, recovery: added.json().recovery_codes as string[] };
}

const passwordStep = (email: string, password: string) => t.call(authApi.login, { body: { login: email, password } });
const codeStep = (challenge: string, code: string) => t.call(authApi.loginSecondStep, { body: { challenge, code } });

describe('two-factor setup', () => {
  it('reports the state and enables only after a valid code, returning 10 recovery codes', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(twoFactorApi.state, { token })).json()).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
    });
    const { secret } = (await t.call(twoFactorApi.begin, { token })).json();
    expect((await t.call(twoFactorApi.state, { token })).json().pending).toBe(true);

    const wrong = await t.call(twoFactorApi.confirm, { token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_code');
    expect((await t.call(accountApi.me, { token })).json().two_factor_enabled).toBe(false);

    const ok = await t.call(twoFactorApi.confirm, { token, body: { code: totpAt(secret, t.clock.now()) } });
    expect(ok.json().recovery_codes).toHaveLength(10);
    expect(new Set(ok.json().recovery_codes).size).toBe(10);
    expect((await t.call(twoFactorApi.state, { token })).json()).toEqual({
      enabled: true,
      pending: false,
      recovery_codes_left: 10,
    });
  });

  it('refuses to start again while enabled, and to confirm with nothing pending', async () => {
    const { token } = await sellerWithTwoFactor();
    expect((await t.call(twoFactorApi.begin, { token })).statusCode).toBe(409);
    const fresh = await registerSeller(t);
    const res = await t.call(twoFactorApi.confirm, { token: fresh.token, body: { code: '123456' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('two_factor_not_pending');
  });

  it('rejects a malformed code with 400 and needs a token', async () => {
    const { token } = await registerSeller(t);
    const bad = await t.call(twoFactorApi.confirm, { token, body: { code: '12ab' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toBeDefined();
    expect((await t.call(twoFactorApi.state)).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('issues no token before a valid code, then one token; the same code is refused the second time', async () => {
    const { email, password, secret } = await sellerWithTwoFactor();
    const first = await passwordStep(email, password);
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toBeUndefined();
    expect(first.json().two_factor_required).toBe(true);
    const code = totpAt(secret, t.clock.now());
    const signedIn = await codeStep(first.json().challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect((await t.call(accountApi.me, { token: signedIn.json().token })).statusCode).toBe(200);

    const second = await passwordStep(email, password);
    const replay = await codeStep(second.json().challenge, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_code');
  });

  it('accepts a code one step old or new, but not two', async () => {
    const { email, password, secret } = await sellerWithTwoFactor();
    const step = stepAt(t.clock.now());
    const { challenge } = (await passwordStep(email, password)).json();
    expect((await codeStep(challenge, hotp(secret, step - 2))).statusCode).toBe(400);
    expect((await codeStep(challenge, hotp(secret, step + 1))).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const { email, password, recovery, token } = await sellerWithTwoFactor();
    const { challenge } = (await passwordStep(email, password)).json();
    expect((await codeStep(challenge, recovery[0]!.toUpperCase())).statusCode).toBe(200);
    const again = (await passwordStep(email, password)).json().challenge;
    expect((await codeStep(again, recovery[0]!)).statusCode).toBe(400);
    expect((await t.call(twoFactorApi.state, { token })).json().recovery_codes_left).toBe(9);
  });

  it('uses a challenge once and lets it expire after five minutes', async () => {
    const { email, password, secret } = await sellerWithTwoFactor();
    const { challenge } = (await passwordStep(email, password)).json();
    expect((await codeStep(challenge, totpAt(secret, t.clock.now()))).statusCode).toBe(200);
    t.clock.advance(30_000);
    const reused = await codeStep(challenge, totpAt(secret, t.clock.now()));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('challenge_expired');

    const late = (await passwordStep(email, password)).json().challenge;
    t.clock.advance(6 * 60_000);
    expect((await codeStep(late, totpAt(secret, t.clock.now()))).statusCode).toBe(401);
  });

  it('throttles wrong codes in a row', async () => {
    const { email, password, secret } = await sellerWithTwoFactor();
    const { challenge } = (await passwordStep(email, password)).json();
    for (let i = 0; i < TOTP_ATTEMPTS; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(400);
    const blocked = await codeStep(challenge, totpAt(secret, t.clock.now()));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('managing two-factor', () => {
  it('regenerates recovery codes with a valid code, invalidating the old ones', async () => {
    const { token, secret, recovery, email, password } = await sellerWithTwoFactor();
    const res = await t.call(twoFactorApi.regenerateRecoveryCodes, {
      token,
      body: { code: totpAt(secret, t.clock.now()) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toHaveLength(10);
    const { challenge } = (await passwordStep(email, password)).json();
    expect((await codeStep(challenge, recovery[1]!)).statusCode).toBe(400);
    expect((await codeStep(challenge, res.json().recovery_codes[0])).statusCode).toBe(200);
  });

  it('disables only with the password and a code', async () => {
    const { token, secret, password, email } = await sellerWithTwoFactor();
    const noPassword = await t.call(twoFactorApi.disable, {
      token,
      body: { password: 'wrong-password', code: totpAt(secret, t.clock.now()) },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.password).toBeDefined();
    const noCode = await t.call(twoFactorApi.disable, { token, body: { password, code: '000000' } });
    expect(noCode.statusCode).toBe(400);
    expect((await t.call(accountApi.me, { token })).json().two_factor_enabled).toBe(true);

    const ok = await t.call(twoFactorApi.disable, { token, body: { password, code: totpAt(secret, t.clock.now()) } });
    expect(ok.json()).toEqual({ ok: true });
    expect((await passwordStep(email, password)).json().token).toEqual(expect.any(String));
  });
});

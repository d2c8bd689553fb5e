import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authApi } from '@cabinet/contracts/auth';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { referenceApi } from '@cabinet/contracts/reference';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { requestOf } from '../../../test/call.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

/** An app with small flood budgets, so that a test can spend them. */
async function appWithBudgets(session: number, anonymous: number, credentials: number): Promise<TestApp> {
  const t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: session,
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: anonymous,
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: credentials,
  });
  opened.push(t);
  return t;
}

/** A GET from `remoteAddress`: an operation of the table's, or a route nobody declared. */
const from = (t: TestApp, remoteAddress: string, request: ReturnType<typeof requestOf>, token?: string) =>
  t.request({ ...request, remoteAddress, ...(token ? { token } : {}) });
const me = requestOf(accountApi.me);
const countries = requestOf(referenceApi.countries);
// eslint-disable-next-line no-restricted-syntax -- a route no one declared: the flood guard counts its 404 too
const noRoute = { method: 'GET' as const, url: '/api/no-such-route' };

function expectSecurityHeaders(res: LightMyRequestResponse, name: string) {
  expect(res.headers['content-security-policy'], name).toContain("default-src 'self'");
  expect(res.headers['x-frame-options'], name).toBeDefined();
  expect(res.headers['x-content-type-options'], name).toBe('nosniff');
  expect(res.headers['strict-transport-security'], name).toBeDefined();
}

describe('security headers', () => {
  it('come with every answer, including the refused ones: 401, 403, 404 and 429', async () => {
    const t = await appWithBudgets(100, 3, 100);
    const ip = '203.0.113.1';
    const answers = {
      401: await from(t, ip, me),
      403: await from(t, ip, me, 'made-up-token'),
      404: await from(t, ip, noRoute),
    };
    await from(t, ip, noRoute);
    const limited = await from(t, ip, me);
    for (const [status, res] of Object.entries({ ...answers, 429: limited })) {
      expect(res.statusCode).toBe(Number(status));
      expectSecurityHeaders(res, status);
    }
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers to a signed-in caller, and on refused keys', async () => {
    const t = await appWithBudgets(100, 100, 100);
    const { token } = await registerSeller(t);
    for (const e of [accountApi.me, notificationsApi.list, referenceApi.countries]) {
      const res = await t.call(e, { token });
      expect(res.statusCode, e.path).toBeLessThan(300);
      expect(res.headers['cache-control'], e.path).toBe('no-store');
    }
    const refused = await t.call(accountApi.me, { token: 'made-up-token' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the flood guard', () => {
  it('answers 429 to a flood of made-up keys from one address, and not to other addresses', async () => {
    const t = await appWithBudgets(1000, 1000, 5);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await from(t, '198.51.100.7', me, `made-up-${i}`)).statusCode);
    expect(answers).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    // Made-up keys on a public route cost the same.
    expect((await from(t, '198.51.100.7', countries, 'made-up-x')).statusCode).toBe(429);
    expect((await from(t, '198.51.100.8', me, 'made-up-9')).statusCode).toBe(403);
  });

  it('gives each signed-in session its own budget, whatever address it shares', async () => {
    const t = await appWithBudgets(5, 1000, 100);
    const first = await registerSeller(t);
    const second = await registerSeller(t);
    const office = '192.0.2.10';
    for (let i = 0; i < 5; i++) expect((await from(t, office, me, first.token)).statusCode).toBe(200);
    const limited = await from(t, office, me, first.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A colleague behind the same address, and anyone not signed in there, are untouched.
    for (let i = 0; i < 5; i++) expect((await from(t, office, me, second.token)).statusCode).toBe(200);
    expect((await from(t, office, countries)).statusCode).toBe(200);
  });

  it('counts requests without a session per address', async () => {
    const t = await appWithBudgets(1000, 3, 100);
    for (let i = 0; i < 3; i++) expect((await from(t, '192.0.2.20', countries)).statusCode).toBe(200);
    expect((await from(t, '192.0.2.20', countries)).statusCode).toBe(429);
    expect((await from(t, '192.0.2.21', countries)).statusCode).toBe(200);
  });

  it('counts sign-in attempts against the smaller credentials budget of the address', async () => {
    const t = await appWithBudgets(1000, 1000, 3);
    const attempt = (remoteAddress: string) =>
      t.call(authApi.login, { remoteAddress, body: { login: 'nobody@example.com', password: 'wrong-password' } });
    for (let i = 0; i < 3; i++) expect((await attempt('192.0.2.30')).statusCode).toBe(401);
    expect((await attempt('192.0.2.30')).statusCode).toBe(429);
    expect((await from(t, '192.0.2.30', countries)).statusCode).toBe(200);
    expect((await attempt('192.0.2.31')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Walks the app's own route table, so every route a later feature adds is held to the same rule.
describe('every non-public API route', () => {
  it('answers 401 without a token, before looking at the body', async () => {
    const guarded = t.app.routeCatalogue.filter(
      (r) => r.access !== 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const res = await t.request({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1'),
        ...(route.method === 'GET' ? {} : { payload: '{"not":', headers: { 'content-type': 'application/json' } }),
      });
      const name = `${route.method} ${route.url}`;
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    }
  });

  it('answers 403 {logout: true} for a revoked token on every such route', async () => {
    const reg = await t.call(accountApi.register, {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'revoked@example.com',
        phone: '+380501234567',
        password: 'long-enough-pw',
        language: 'en',
        user_type: 'individual',
        itn: '1234567890',
        accept_agreement: true,
      },
    });
    const token = reg.json().token as string;
    await t.call(authApi.logout, { token });
    for (const route of t.app.routeCatalogue.filter(
      (r) => r.access !== 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    )) {
      const res = await t.request({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1'), token });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().logout).toBe(true);
    }
  });
});

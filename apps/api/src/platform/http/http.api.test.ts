import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { healthApi } from '@cabinet/contracts/ops';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { BODY_LIMIT_BYTES: 2048 },
    {
      extend: (app) =>
        void app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret connection string postgres://admin:pw@db');
        }),
    },
  );
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('reports health with the database engine', async () => {
    const res = await t.call(healthApi.health);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    // eslint-disable-next-line no-restricted-syntax -- a route no one declared: its 404 is the point
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing', lang: 'ru' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'route_not_found', message: 'Такого адреса API не существует' });
  });

  it('hides the internals of a 5xx and keeps the request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'trace-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toMatchObject({ code: 'internal_error', message: expect.any(String) });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.call(authApi.login, { body: { login: 'a@b.co', password: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.call(healthApi.health);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/web/'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/user/'].get).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

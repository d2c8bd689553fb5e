import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app on the same origin', () => {
  it('loads the app for deep links, so the client router takes over', async () => {
    for (const url of ['/', '/shipments/list', '/restore-password?token=abc']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD for app pages too', async () => {
    const res = await t.request({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    // eslint-disable-next-line no-restricted-syntax -- a route no one declared: its 404 is the point
    const api = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('route_not_found');
    expect((await t.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

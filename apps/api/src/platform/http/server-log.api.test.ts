import { shopKinds } from '@cabinet/contracts/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { consent, finish } from '../../modules/shops/shops.test-kit.ts';

/*
 * The whole server log, as an operator or a log shipper reads it, after every marketplace's connection has run end to
 * end — the consent page, the redirect back to our page with its code, the finish call, the sandbox's token
 * endpoint — holds none of what would let a reader finish someone's connection or act as them (issue 21).
 */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void log.push(line) } });
}, 120_000);
afterAll(() => t.close());

describe('the server log', () => {
  it('never holds an OAuth code, a state, an hmac or a session key, whatever the marketplace', async () => {
    const seller = await registerSeller(t);
    const secrets: string[] = [seller.token];
    for (const kind of shopKinds) {
      const params = await consent(t, seller.token, kind, `Logged${kind}`);
      // The seller's browser lands on our page with the parameters in its address.
      const page = new URLSearchParams(params).toString();
      await t.request({ method: 'GET', url: `/connect/${kind}?${page}`, token: seller.token });
      const done = await finish(t, seller.token, kind, params);
      expect(done.statusCode, `${kind}: ${done.body}`).toBe(200);
      for (const [name, value] of Object.entries(params)) {
        if (['code', 'state', 'hmac', 'spapi_oauth_code', 'mws_auth_token'].includes(name)) secrets.push(value);
      }
    }
    await t.app.services.orders.importer.settled();
    const text = log.join('');
    expect(log.length).toBeGreaterThan(50);
    expect(text).toContain('/connect/etsy?');
    expect(secrets.length).toBeGreaterThan(shopKinds.length * 2);
    for (const secret of secrets) expect(text.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
  });
});

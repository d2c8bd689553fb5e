import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { loadConfig } from '../../../config.ts';
import {
  MarketplaceError,
  type ConnectedShop,
  type MarketplaceAdapter,
  type PendingConnection,
  type RateWaits,
  type ShopCredentials,
  type ShopSession,
} from '../marketplace.ts';
import { ETSY_SANDBOX, etsySandboxApiUrl } from './etsy-endpoints.ts';
import { etsyMarketplace } from './etsy.ts';

/*
 * The Etsy adapter against the sandbox our server serves, over real HTTP (ARCHITECTURE §6: never around the
 * adapter). The server listens on the port its PUBLIC_URL names, so webhook and resource URLs agree with what the
 * adapter reaches; rate-limit waits move the test clock instead of sleeping.
 */

export const API_KEY = `${ETSY_SANDBOX.keystring}:${ETSY_SANDBOX.sharedSecret}`;

export interface EtsyKit {
  t: TestApp;
  base: string;
  /** Before /v3/…: the sandbox's Etsy API. */
  api: string;
  adapter: MarketplaceAdapter;
  waits: RateWaits;
  /** Requests the adapter has sent. */
  calls: string[];
  pending(): PendingConnection;
  /** GETs the consent page, posts its form as the seller would, and answers the redirect's query. */
  consent(pending: PendingConnection, handle: string, decision?: 'allow' | 'deny'): Promise<Record<string, string>>;
  /** A shop connected through the whole dance, with a session that records what it saves. */
  connect(handle: string): Promise<{ shop: ConnectedShop; session: ShopSession; saved: ShopCredentials[] }>;
  /** A raw call to the sandbox's API with the app key (and a bearer when given). */
  raw(path: string, init?: { method?: string; token?: string; apiKey?: string; body?: unknown }): Promise<Response>;
  /** A full per-second quota for the next call. */
  nextSecond(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const unescapeHtml = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export async function startEtsyKit(): Promise<EtsyKit> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = etsySandboxApiUrl(base);
  const t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ host: '127.0.0.1', port });
  const waits: RateWaits = {
    waitedMs: 0,
    sleep: async (ms) => {
      waits.waitedMs += ms;
      t.clock.advance(ms);
    },
  };
  const calls: string[] = [];
  const counted: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return fetch(input, init);
  };
  const adapter = etsyMarketplace(
    loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: base }),
    { fetch: counted, now: t.clock.now, waits, publicUrl: base },
    true,
  );

  const pending = (): PendingConnection => ({
    shopName: 'ignored',
    state: randomBytes(16).toString('hex'),
    codeVerifier: randomBytes(48).toString('base64url'),
    redirectUri: `${base}/connect/etsy`,
    createdAt: t.clock.now(),
  });

  async function consent(p: PendingConnection, handle: string, decision: 'allow' | 'deny' = 'allow') {
    const page = await fetch(adapter.authorizeUrl(p));
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      form.set(unescapeHtml(name!), unescapeHtml(value!));
    }
    form.set('handle', handle);
    form.set('decision', decision);
    const answer = await fetch(`${base}${unescapeHtml(action!)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(p.redirectUri);
    return Object.fromEntries(location.searchParams);
  }

  async function connect(handle: string) {
    const p = pending();
    const shop = await adapter.finishAuthorization(await consent(p, handle), p);
    const saved: ShopCredentials[] = [];
    const session: ShopSession = {
      credentials: shop.credentials,
      save: async (credentials) => {
        saved.push(credentials);
      },
    };
    return { shop, session, saved };
  }

  const raw: EtsyKit['raw'] = (path, init = {}) =>
    fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-api-key': init.apiKey ?? API_KEY,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  return {
    t,
    base,
    api,
    adapter,
    waits,
    calls,
    pending,
    consent,
    connect,
    raw,
    nextSecond: () => t.clock.advance(1000),
  };
}

/** The adapter's refusal: a MarketplaceError with this code. */
export async function refusal(promise: Promise<unknown>, code: MarketplaceError['code']): Promise<MarketplaceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  expect((error as MarketplaceError).code).toBe(code);
  return error as MarketplaceError;
}

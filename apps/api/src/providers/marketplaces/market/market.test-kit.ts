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
import type { SandboxDeps } from '../marketplace-sandbox.ts';
import { MARKET_SANDBOX, marketSandboxBaseUrl } from './market-endpoints.ts';
import { marketMarketplace } from './market.ts';

/*
 * The market adapter against the sandbox our server serves, over real HTTP (never around the adapter). The server
 * listens on the port its PUBLIC_URL names, so webhook addresses agree with what the adapter reaches; rate-limit
 * waits move the test clock instead of sleeping.
 */

export interface MarketKit {
  t: TestApp;
  /** Our server: PUBLIC_URL. */
  base: string;
  /** Before /oauth/… and /v1/…: the sandbox's market. */
  api: string;
  adapter: MarketplaceAdapter;
  waits: RateWaits;
  /** Requests the adapter has sent. */
  calls: string[];
  pending(): PendingConnection;
  /**
   * GETs the consent page, posts its form as the seller would, and answers the redirect's query; `scope` replaces
   * what the adapter asks for.
   */
  consent(
    pending: PendingConnection,
    handle: string,
    decision?: 'allow' | 'deny',
    scope?: string,
  ): Promise<Record<string, string>>;
  /** A shop connected through the whole dance, with a session that records what it saves. */
  connect(
    handle: string,
    scope?: string,
  ): Promise<{ shop: ConnectedShop; session: ShopSession; saved: ShopCredentials[] }>;
  /** A raw call to the sandbox: JSON with a bearer, or a form with the app's HTTP Basic credentials. */
  raw(
    path: string,
    init?: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; basic?: string },
  ): Promise<Response>;
  /** A call to the sandbox's own controls, with the client secret as the bearer. */
  control(path: string, json?: unknown): Promise<Response>;
  /** What the sandbox needs to live on its own (addOrder): its pushes reach our server over HTTP. */
  sandboxDeps(fetchImpl?: typeof fetch): SandboxDeps;
  /** A full per-token budget for the next call. */
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

export const basicOf = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
export const CLIENT_BASIC = basicOf(MARKET_SANDBOX.clientId, MARKET_SANDBOX.clientSecret);

export async function startMarketKit(): Promise<MarketKit> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = marketSandboxBaseUrl(base);
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
  const adapter = marketMarketplace(
    loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: base }),
    { fetch: counted, now: t.clock.now, waits, publicUrl: base },
    true,
  );

  const pending = (): PendingConnection => ({
    shopName: 'ignored',
    state: randomBytes(16).toString('hex'),
    codeVerifier: randomBytes(48).toString('base64url'),
    redirectUri: `${base}/connect/market`,
    createdAt: t.clock.now(),
  });

  async function consent(p: PendingConnection, handle: string, decision: 'allow' | 'deny' = 'allow', scope?: string) {
    const url = new URL(adapter.authorizeUrl(p));
    if (scope) url.searchParams.set('scope', scope);
    const page = await fetch(url);
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

  async function connect(handle: string, scope?: string) {
    const p = pending();
    const shop = await adapter.finishAuthorization(await consent(p, handle, 'allow', scope), p);
    const saved: ShopCredentials[] = [];
    const session: ShopSession = {
      credentials: shop.credentials,
      save: async (credentials) => {
        saved.push(credentials);
      },
    };
    return { shop, session, saved };
  }

  const raw: MarketKit['raw'] = (path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.basic) headers.authorization = init.basic;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return fetch(`${api}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  };

  const control: MarketKit['control'] = (path, json) =>
    fetch(`${api}/_sandbox${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${MARKET_SANDBOX.clientSecret}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
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
    control,
    sandboxDeps: (fetchImpl = fetch) => ({ db: t.database.db, now: t.clock.now, publicUrl: base, fetch: fetchImpl }),
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

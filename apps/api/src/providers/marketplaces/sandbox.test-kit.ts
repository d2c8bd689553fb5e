import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { ShopKind } from '@cabinet/contracts/shops';
import { createTestApp, lastingSeller, type TestApp } from '../../../test/app.ts';
import { loadConfig, type Config } from '../../config.ts';
import {
  MarketplaceError,
  type ConnectedShop,
  type MarketplaceAdapter,
  type PendingConnection,
  type RateWaits,
  type ShopCredentials,
  type ShopSession,
} from './marketplace.ts';
import type { AdapterDeps } from './marketplaces.ts';
import { readConsentForm } from '../../sandboxes/marketplace-kit/consent.ts';
import { sandboxAdapterSettings } from '../../composition/sandbox-adapter-settings.ts';

/*
 * A marketplace adapter against the sandbox our server serves, over real HTTP (ARCHITECTURE §6: never around the
 * adapter). The server listens on the port its PUBLIC_URL names, so the consent page's redirects, webhook and resource
 * URLs and the adapter's redirect URI agree; rate-limit waits move the test clock instead of sleeping. Any kind's
 * tests can use it; a kind's own kit adds its raw calls to the sandbox.
 */

type AdapterFactory = (config: Config, deps: AdapterDeps, sandbox: boolean) => MarketplaceAdapter;

export interface SandboxKit {
  t: TestApp;
  base: string;
  /**
   * A live session of the cabinet seller the kit signs in to the consent pages as (the sandbox shops it opens are
   * theirs): signed in again when a test has moved the clock past the last one's end.
   */
  sellerToken(): Promise<string>;
  adapter: MarketplaceAdapter;
  waits: RateWaits;
  /** Requests the adapter has sent. */
  calls: string[];
  /** How the sandbox's pushes go out: the global fetch until a test watches them (then `flush()` sends what is due). */
  pushes: { fetch: typeof fetch; flush(): Promise<void> };
  /** A connection begun, with a fresh state and PKCE verifier (kinds without PKCE ignore it). */
  pending(shopName?: string): PendingConnection;
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
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startSandboxKit(factory: AdapterFactory, kind: ShopKind): Promise<SandboxKit> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const pushes: SandboxKit['pushes'] = {
    fetch,
    flush: async () => {
      await t.app.deliveries.settled();
      t.app.deliveries.kick();
      await t.app.deliveries.settled();
    },
  };
  const t = await createTestApp({ PUBLIC_URL: base }, { deliveryFetch: (input, init) => pushes.fetch(input, init) });
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
  const sellerToken = await lastingSeller(t);
  // The adapter is configured with the installation's sandbox credentials, as app.ts configures its own.
  const adapter = factory(
    sandboxAdapterSettings(loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: base }), t.app.sandboxSecrets, () => true),
    { fetch: counted, now: t.clock.now, waits, publicUrl: base },
    true,
  );

  const pending = (shopName = 'Kyiv Crafts'): PendingConnection => ({
    shopName,
    state: randomBytes(16).toString('hex'),
    codeVerifier: randomBytes(48).toString('base64url'),
    redirectUri: `${base}/connect/${kind}`,
    createdAt: t.clock.now(),
  });

  async function consent(
    connection: PendingConnection,
    handle: string,
    decision: 'allow' | 'deny' = 'allow',
    scope?: string,
  ) {
    const url = new URL(adapter.authorizeUrl(connection));
    if (scope) url.searchParams.set('scope', scope);
    // The seller's browser carries their cabinet session; the kit presents it as the API key.
    const signedIn = { 'accept-language': 'en', 'api-key': await sellerToken() };
    const page = await fetch(url, { headers: signedIn });
    expect(page.status).toBe(200);
    const form = readConsentForm(await page.text());
    const posted = await fetch(new URL(form.action, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form.fields, handle, decision }).toString(),
    });
    expect(posted.status).toBe(302);
    const location = new URL(posted.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(connection.redirectUri);
    return Object.fromEntries(location.searchParams);
  }

  async function connect(handle: string, scope?: string) {
    const connection = pending(handle);
    const shop = await adapter.finishAuthorization(await consent(connection, handle, 'allow', scope), connection);
    const saved: ShopCredentials[] = [];
    const session: ShopSession = {
      credentials: shop.credentials,
      save: async (credentials) => {
        saved.push(credentials);
      },
    };
    return { shop, session, saved };
  }

  return { t, base, sellerToken, adapter, waits, calls, pushes, pending, consent, connect };
}

/** The MarketplaceError a call ends with; with `code`, it must be that one. */
export async function refusal(promise: Promise<unknown>, code?: MarketplaceError['code']): Promise<MarketplaceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  if (code) expect((error as MarketplaceError).code).toBe(code);
  return error as MarketplaceError;
}

export function uniqueHandle(prefix: string): string {
  // Never "fba" by chance: the Amazon sandbox's stores with it in their name sell through Amazon's warehouse.
  const suffix = randomBytes(4).toString('hex').replaceAll('fba', 'fb0');
  return `${prefix}-${suffix}`;
}

/**
 * The consent page at `path` (under the server) refuses our callback's path on another host, port or scheme, with the
 * error page that says `words` — on its GET, and on a POST of Allow straight to its form: no redirect carries a code.
 */
export async function expectForeignCallbacksRefused(
  kit: SandboxKit,
  input: { path: string; handle: string; lang: string; words: string },
) {
  const ours = new URL(kit.pending().redirectUri);
  const foreign = [
    `https://attacker.example${ours.pathname}`,
    `${ours.protocol}//${ours.hostname}:1${ours.pathname}`,
    `https://${ours.host}${ours.pathname}`,
  ];
  for (const redirectUri of foreign) {
    const url = kit.adapter.authorizeUrl({ ...kit.pending(), redirectUri });
    const page = await fetch(url, { headers: { 'accept-language': input.lang } });
    expect(page.status, redirectUri).toBe(400);
    expect(await page.text()).toContain(input.words);
    const posted = await fetch(new URL(input.path, kit.base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(new URL(url).searchParams),
        handle: input.handle,
        decision: 'allow',
      }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  }
}

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { createTestApp, lastingSeller, type TestApp } from '../../../../test/app.ts';
import { loadConfig } from '../../../config.ts';
import { escapeHtml } from '../../../platform/http/sandbox-page-style.ts';
import type { MarketplaceAdapter, PendingConnection, RateWaits, ShopCredentials, ShopSession } from '../marketplace.ts';
import { SHOPIFY_API_VERSION, shopifyRedirectUri } from './shopify-domain.ts';
import { shopifyMarketplace } from './shopify.ts';

/*
 * What the Shopify suites share: our server listening on a real port (its PUBLIC_URL is that address, so the
 * sandbox's allowed redirect URI and the adapter's agree), the adapter built for the sandbox with a clock the test
 * moves and waits it counts, and the seller's walk through the grant page.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ShopifySandboxRun {
  t: TestApp;
  base: string;
  /** A live session of the cabinet seller signed in at the grant page (the sandbox shops the run opens are theirs). */
  sellerToken(): Promise<string>;
  waits: RateWaits;
  adapter: MarketplaceAdapter;
  /** A second adapter, as another process of ours would be: it has not seen any shop's throttle status. */
  freshAdapter(waits?: RateWaits, fetchImpl?: typeof fetch): MarketplaceAdapter;
}

/** Waits that move the test clock instead of sleeping, and count what was waited. */
export function clockWaits(t: TestApp): RateWaits {
  const waits: RateWaits = {
    waitedMs: 0,
    sleep: async (ms) => {
      waits.waitedMs += ms;
      t.clock.advance(ms);
    },
  };
  return waits;
}

export async function startShopifySandbox(): Promise<ShopifySandboxRun> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ host: '127.0.0.1', port });
  const sellerToken = await lastingSeller(t);
  // Configured with the installation's sandbox credentials, as app.ts configures its own adapter.
  const { clientId, clientSecret } = t.app.sandboxSecrets.shopify;
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: base }),
    SHOPIFY_CLIENT_ID: clientId,
    SHOPIFY_CLIENT_SECRET: clientSecret,
  };
  const build = (waits: RateWaits, fetchImpl: typeof fetch = globalThis.fetch) =>
    shopifyMarketplace(config, { fetch: fetchImpl, now: t.clock.now, waits, publicUrl: base }, true);
  const waits = clockWaits(t);
  return { t, base, sellerToken, waits, adapter: build(waits), freshAdapter: (w = clockWaits(t), f) => build(w, f) };
}

export const uniqueShop = (word = 'shop') => `${word}-${randomBytes(3).toString('hex')}`;

export function pendingFor(run: ShopifySandboxRun, shopName: string): PendingConnection {
  return {
    shopName,
    state: randomBytes(12).toString('hex'),
    codeVerifier: '',
    redirectUri: shopifyRedirectUri(run.base),
    createdAt: run.t.clock.now(),
  };
}

/** The grant page's form fields, as a browser would submit them. */
function formOf(html: string): Record<string, string> {
  const unescape = (s: string) =>
    s
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return fields;
}

/** Opens the grant page, presses Allow (or Deny) and returns what Shopify put on the redirect back to us. */
export async function consent(
  run: ShopifySandboxRun,
  pending: PendingConnection,
  decision: 'allow' | 'deny' = 'allow',
) {
  const url = run.adapter.authorizeUrl(pending);
  // The seller's browser carries their cabinet session; the run presents it as the API key.
  const signedIn = { 'api-key': await run.sellerToken() };
  const page = await fetch(url, { headers: signedIn });
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = formOf(html);
  expect(html).toContain(escapeHtml(form.handle!));
  const action = /<form method="post" action="([^"]*)">/.exec(html)![1]!;
  const answer = await fetch(new URL(action, run.base), {
    method: 'POST',
    headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, decision }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(pending.redirectUri);
  return Object.fromEntries(location.searchParams);
}

export interface Connected {
  domain: string;
  session: ShopSession & { saved: ShopCredentials[] };
}

/** A seller connecting a new sandbox shop through the whole dance; its session records every save. */
export async function connectShop(run: ShopifySandboxRun, word?: string): Promise<Connected> {
  const pending = pendingFor(run, uniqueShop(word));
  const connected = await run.adapter.finishAuthorization(await consent(run, pending), pending);
  const session: Connected['session'] = {
    credentials: connected.credentials,
    saved: [],
    save: async (credentials) => {
      session.saved.push(credentials);
      session.credentials = credentials;
    },
  };
  return { domain: connected.externalId, session };
}

/** The sandbox's own controls (not Shopify's API), as the run's signed-in seller. */
export async function control(run: ShopifySandboxRun, method: string, path: string, body?: unknown) {
  const response = await fetch(`${run.base}/api/sandbox/shopify/_sandbox${path}`, {
    method,
    headers: {
      'api-key': await run.sellerToken(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface RawAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }>;
  extensions?: {
    cost?: {
      requestedQueryCost: number;
      actualQueryCost: number | null;
      throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
    };
  };
}

/** A GraphQL call as any client would make it, outside the adapter (to see the sandbox's raw answers). */
export async function rawGraphql(run: ShopifySandboxRun, connected: Connected, query: string, variables = {}) {
  const response = await fetch(
    `${run.base}/api/sandbox/shopify/store/${connected.domain}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-access-token': connected.session.credentials.accessToken,
      },
      body: JSON.stringify({ query, variables }),
    },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as RawAnswer };
}

/** The MarketplaceError a promise is refused with. */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'MarketplaceError' });
  return error as { code: string; message: string; status: number };
}

import type { SandboxDeps } from '../../../sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { startSandboxKit, type SandboxKit } from '../sandbox.test-kit.ts';
import { marketSandboxBaseUrl } from './market-endpoints.ts';
import { marketMarketplace } from './market.ts';

export { refusal } from '../sandbox.test-kit.ts';

/*
 * The market adapter against the sandbox our server serves (../sandbox.test-kit.ts: real HTTP, the consent dance,
 * waits on the test clock), and what only the market's tests need: raw calls (JSON with a bearer, forms with HTTP
 * Basic), the sandbox's own controls, and the per-token budget.
 */

export interface MarketKit extends SandboxKit {
  /** Before /oauth/… and /v1/…: the sandbox's market. */
  api: string;
  /** A raw call to the sandbox: JSON with a bearer, or a form with the app's HTTP Basic credentials. */
  raw(
    path: string,
    init?: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; basic?: string },
  ): Promise<Response>;
  /** The installation's sandbox app, authenticated with HTTP Basic (token and revoke endpoints). */
  clientBasic: string;
  /** A call to the sandbox's own controls, as the kit's signed-in seller. */
  control(path: string, json?: unknown): Promise<Response>;
  /** What the sandbox needs to live on its own (addOrder): its pushes reach our server over HTTP. */
  sandboxDeps(): SandboxDeps;
  /** A full per-token budget for the next call. */
  nextSecond(): void;
}

export const basicOf = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export async function startMarketKit(): Promise<MarketKit> {
  const kit = await startSandboxKit(marketMarketplace, 'market');
  const { t, base } = kit;
  const api = marketSandboxBaseUrl(base);
  const { clientId, clientSecret } = t.app.sandboxSecrets.market;

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

  const control: MarketKit['control'] = async (path, json) =>
    fetch(`${api}/_sandbox${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        'api-key': await kit.sellerToken(),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  return {
    ...kit,
    api,
    raw,
    control,
    clientBasic: basicOf(clientId, clientSecret),
    sandboxDeps: () => ({ ...t.app.sandboxDeps, publicUrl: base }),
    nextSecond: () => t.clock.advance(1000),
  };
}

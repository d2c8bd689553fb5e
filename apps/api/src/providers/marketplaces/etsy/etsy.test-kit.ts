import { startSandboxKit, type SandboxKit } from '../sandbox.test-kit.ts';
import { ETSY_SANDBOX, etsySandboxApiUrl } from './etsy-endpoints.ts';
import { etsyMarketplace } from './etsy.ts';

export { refusal } from '../sandbox.test-kit.ts';

/*
 * The Etsy adapter against the sandbox our server serves (../sandbox.test-kit.ts: real HTTP, the consent dance, waits
 * on the test clock), and what only Etsy's tests need: raw calls with the app key, and Etsy's per-second quota.
 */

export const API_KEY = `${ETSY_SANDBOX.keystring}:${ETSY_SANDBOX.sharedSecret}`;

export interface EtsyKit extends SandboxKit {
  /** Before /v3/…: the sandbox's Etsy API. */
  api: string;
  /** A raw call to the sandbox's API with the app key (and a bearer when given). */
  raw(path: string, init?: { method?: string; token?: string; apiKey?: string; body?: unknown }): Promise<Response>;
  /** A full per-second quota for the next call. */
  nextSecond(): void;
}

export async function startEtsyKit(): Promise<EtsyKit> {
  const kit = await startSandboxKit(etsyMarketplace, 'etsy');
  const api = etsySandboxApiUrl(kit.base);

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

  return { ...kit, api, raw, nextSecond: () => kit.t.clock.advance(1000) };
}

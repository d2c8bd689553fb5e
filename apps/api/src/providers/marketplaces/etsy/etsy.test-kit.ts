import { startSandboxKit, type SandboxKit } from '../sandbox.test-kit.ts';
import { etsySandboxApiUrl } from './etsy-endpoints.ts';
import { etsyMarketplace } from './etsy.ts';

export { refusal } from '../sandbox.test-kit.ts';

/*
 * The Etsy adapter against the sandbox our server serves (../sandbox.test-kit.ts: real HTTP, the consent dance, waits
 * on the test clock), and what only Etsy's tests need: raw calls with the app key, and Etsy's per-second quota.
 */

export interface EtsyKit extends SandboxKit {
  /** Before /v3/…: the sandbox's Etsy API. */
  api: string;
  /** The installation's sandbox app key, `keystring:shared_secret`. */
  apiKey: string;
  /** A raw call to the sandbox's API with the app key (and a bearer when given). */
  raw(
    path: string,
    init?: { method?: string; token?: string; apiKey?: string; body?: unknown; session?: string },
  ): Promise<Response>;
  /** A full per-second quota for the next call. */
  nextSecond(): void;
}

export async function startEtsyKit(): Promise<EtsyKit> {
  const kit = await startSandboxKit(etsyMarketplace, 'etsy');
  const api = etsySandboxApiUrl(kit.base);
  const { keystring, sharedSecret } = kit.t.app.sandboxSecrets.etsy;
  const apiKey = `${keystring}:${sharedSecret}`;

  const raw: EtsyKit['raw'] = async (path, init = {}) =>
    fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-api-key': init.apiKey ?? apiKey,
        // The sandbox's own controls take the cabinet seller's sign-in (the shops the kit opens are theirs).
        ...(path.startsWith('/_sandbox') ? { 'api-key': init.session ?? (await kit.sellerToken()) } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  return { ...kit, api, apiKey, raw, nextSecond: () => kit.t.clock.advance(1000) };
}

import { z } from 'zod';

/*
 * The client side of the outside APIs whose definition we wrote ourselves, having no vendor's to follow (the card
 * issuer, the wallet provider, the carrier, the card processor: the definitions are beside their sandboxes). Each takes
 * a secret key as `Authorization: Bearer`, speaks JSON and refuses as `{ error: { code, message, … } }`. The key is
 * never put in an error or a log line.
 */

export interface OwnApiConnection {
  /** Everything before `/v1/…`: the sandbox this server serves, or the provider's own address. */
  baseUrl: string;
  apiKey: string;
  /** The sandbox is reached by injection (platform/http/inject-fetch.ts); a live provider with the global fetch. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A refusal in the API's own shape: the status, its error code (`unknown` when the body had none) and message. */
export class OwnApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string | null = null,
  ) {
    super(`answered ${status} ${code}`);
    this.name = 'OwnApiRefusal';
  }
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

/** Calls `method path` with an optional JSON body; answers the parsed body of a 2xx, throws `OwnApiRefusal` else. */
export function ownApiClient(connection: OwnApiConnection) {
  const { apiKey, fetchImpl = fetch, timeoutMs = 10_000 } = connection;
  const root = connection.baseUrl.replace(/\/+$/, '');
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const res = await fetchImpl(`${root}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML page or a cut answer: no body of the API's, only its status.
    }
    if (res.ok) return parsed;
    const refusal = errorBody.safeParse(parsed);
    const error = refusal.success ? refusal.data.error : { code: 'unknown', message: res.statusText };
    throw new OwnApiRefusal(res.status, error.code, error.message ?? null);
  };
}

/** A path segment from a value the provider gave (a card token, an account id), escaped. */
export const segment = (value: string) => encodeURIComponent(value);

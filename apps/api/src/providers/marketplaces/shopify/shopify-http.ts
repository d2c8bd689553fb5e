import { MarketplaceError } from '../marketplace.ts';

/*
 * What every call to a shop's Admin (its token endpoint, GraphQL, REST) shares: the timeout, how an answer's JSON is
 * read even when it is not JSON, and what an HTTP refusal means in our terms. No token ever goes into an error.
 */

export const TIMEOUT_MS = 30_000;

export const postJson = (fetchImpl: typeof fetch, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { errors: text };
  } catch {
    return { errors: text.slice(0, 300) || response.statusText };
  }
}

/** Shopify's words of a refusal: `error_description`, a GraphQL error list, or `errors` as text or object. */
export function wordsOf(answer: Record<string, unknown>): string {
  if (typeof answer.error_description === 'string') return answer.error_description;
  const errors = answer.errors;
  if (Array.isArray(errors)) return errors.map((e: { message: string }) => e.message).join('; ');
  return typeof errors === 'string' ? errors : JSON.stringify(errors ?? answer);
}

export function httpRefusal(status: number, answer: Record<string, unknown>): MarketplaceError {
  const words = wordsOf(answer);
  if (status === 401 || status === 403) return new MarketplaceError('reauthorize', words, status);
  if (status === 404) return new MarketplaceError('not_found', words, status);
  if (status === 429) return new MarketplaceError('rate_limited', words, status);
  // 402 (frozen: the bill is unpaid), 423 (locked) and 5xx: the shop cannot be reached through the API for now.
  if (status === 402 || status === 423 || status >= 500) return new MarketplaceError('unavailable', words, status);
  return new MarketplaceError('invalid', words, status);
}

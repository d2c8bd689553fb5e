import { MarketplaceError } from './marketplace.ts';

/*
 * A token endpoint's refusal (RFC 6749 §5.2's `{error, error_description}`) in our terms, as Login with Amazon and
 * eBay's identity service send it: a refused grant is `invalid_grant` (the caller decides whether that means the
 * seller must consent again), a server error `unavailable`, anything else `invalid`.
 */
export function oauthRefusal(response: Response, text: string): MarketplaceError {
  let refusal: { error?: string; error_description?: string } = {};
  try {
    refusal = JSON.parse(text) as typeof refusal;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const message = refusal.error_description ?? refusal.error ?? response.statusText;
  if (response.status >= 500) return new MarketplaceError('unavailable', message, response.status);
  if (refusal.error === 'invalid_grant') return new MarketplaceError('invalid_grant', message, response.status);
  return new MarketplaceError('invalid', message, response.status);
}

/**
 * Query parameters that carry a credential or what buys one, blanked in every logged address: Ukrposhta's counterparty
 * `token`; the OAuth callbacks' authorization `code` (Amazon's `spapi_oauth_code`, with its `mws_auth_token`), their
 * `state` and Shopify's `hmac` — our /connect/<kind> pages and the sandboxes' consent redirects carry them — and the
 * grant fields a token request may put in the query. A log reader must not be able to finish someone's connection.
 */
const REDACTED_PARAMS = [
  'token',
  'code',
  'state',
  'hmac',
  'spapi_oauth_code',
  'mws_auth_token',
  'code_verifier',
  'client_secret',
  'access_token',
  'refresh_token',
];
const REDACTED = new RegExp(`([?&](?:${REDACTED_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** How a request appears in the log: its id, method and address, with the parameters above blanked. */
export function requestLogLine(req: { method: string; url: string; id: string }) {
  return { id: req.id, method: req.method, url: redactedUrl(req.url) };
}

export const redactedUrl = (url: string) => url.replace(REDACTED, '$1[Redacted]');

/*
 * An OAuth 2.0 authorize request with PKCE (GET <authorize>?response_type=code&client_id&redirect_uri&scope&state
 * &code_challenge&code_challenge_method=S256), checked as RFC 6749 §4.1.2.1 has it, for the sandboxes that serve one
 * (Etsy, the market). An unknown client or a callback it has not registered gets an error page (there is nowhere safe
 * to send the seller); anything else wrong goes back to the callback as an OAuth error with the state. What differs
 * between marketplaces — their client, scopes, callback and wording — comes in as `AuthorizeRules`.
 */

export const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
export type AuthorizeRequest = Record<(typeof AUTHORIZE_FIELDS)[number], string>;

/** What the consent page itself says it cannot go on with (no redirect is safe, or the typed handle is wrong). */
export type PageProblem = 'unknown_client' | 'redirect_not_permitted' | 'bad_handle';

/** The error and its description, as query parameters of the callback. */
export type RedirectError = Record<'error' | 'error_description', string>;

export type AuthorizeCheck = { ok: true } | { page: PageProblem } | { redirectError: RedirectError };

/** One marketplace's authorize endpoint: whom it knows, what it grants, and its words for a refusal. */
export interface AuthorizeRules {
  clientId: string;
  /** The path of the app's registered callback (our /connect/<kind> page), on our server's public address. */
  callbackPath: string;
  scopes: ReadonlySet<string>;
  /** The scope parameter split as the marketplace splits it. */
  scopesOf(scope: string): string[];
  /** Whether the code_challenge is acceptable at all (present; or shaped as a S256 digest). */
  challengeValid(challenge: string): boolean;
  /** The error_description sent back for each check that fails. */
  refusals: Record<'response_type' | 'state' | 'code_challenge' | 'code_challenge_method' | 'scope', string>;
}

export function authorizeRequestOf(source: unknown): AuthorizeRequest {
  const values = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    AUTHORIZE_FIELDS.map((field) => [field, typeof values[field] === 'string' ? values[field] : '']),
  ) as AuthorizeRequest;
}

/**
 * Whether the redirect is the one registered, whole: scheme, host, port and path (RFC 6749 §3.1.2.3; Etsy and the
 * market compare the full URI). A path match alone would send the code to any host that has such a path.
 */
function callbackPermitted(redirectUri: string, registered: URL): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    url.protocol === registered.protocol &&
    url.host === registered.host &&
    url.pathname === registered.pathname &&
    url.username === '' &&
    url.password === '' &&
    url.hash === ''
  );
}

/** `publicUrl`: our server's address, where the registered callback lives. */
export function checkAuthorizeRequest(
  request: AuthorizeRequest,
  rules: AuthorizeRules,
  publicUrl: string,
): AuthorizeCheck {
  if (request.client_id !== rules.clientId) return { page: 'unknown_client' };
  if (!callbackPermitted(request.redirect_uri, new URL(rules.callbackPath, publicUrl))) {
    return { page: 'redirect_not_permitted' };
  }
  const redirectError = (error: string, field: keyof AuthorizeRules['refusals']) => ({
    redirectError: { error, error_description: rules.refusals[field] },
  });
  if (request.response_type !== 'code') return redirectError('unsupported_response_type', 'response_type');
  if (!request.state) return redirectError('invalid_request', 'state');
  // PKCE is required of every client, confidential ones too (OAuth 2.0 Security BCP, RFC 9700 §2.1.1).
  if (!rules.challengeValid(request.code_challenge)) return redirectError('invalid_request', 'code_challenge');
  if (request.code_challenge_method !== 'S256') return redirectError('invalid_request', 'code_challenge_method');
  const scopes = rules.scopesOf(request.scope);
  if (scopes.length === 0 || scopes.some((scope) => !rules.scopes.has(scope))) {
    return redirectError('invalid_scope', 'scope');
  }
  return { ok: true };
}

/** The callback with the answer's parameters added (code + state, or error + error_description + state). */
export function callbackUrl(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

import type { Language } from '@cabinet/contracts/common';
import { MARKET_SANDBOX, MARKET_SCOPES } from './market-endpoints.ts';

/*
 * The market's authorize request (GET /oauth/authorize?response_type=code&client_id&redirect_uri&scope&state
 * &code_challenge&code_challenge_method=S256) checked as RFC 6749 §4.1.2.1 has it: an unknown client or a callback it
 * has not registered gets an error page (there is nowhere safe to send the seller); anything else wrong goes back to
 * the callback as an OAuth error with the state.
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

const SCOPES: ReadonlySet<string> = new Set(MARKET_SCOPES);

/** The app's registered callback: our /connect/market page, at whatever address the server is reached. */
const CALLBACK_PATH = '/connect/market';

export type PageProblem = 'unknown_client' | 'redirect_not_permitted' | 'bad_handle';

/** The consent page's own words for what it cannot go on with. */
export const PROBLEM_TEXT: Record<Language, Record<PageProblem, string>> = {
  en: {
    unknown_client: 'This app is not registered with the market (unknown client_id).',
    redirect_not_permitted: 'The redirect_uri is not registered for this app.',
    bad_handle: 'A shop handle is 3 to 40 Latin letters, digits and hyphens, not starting or ending with a hyphen.',
  },
  ua: {
    unknown_client: 'Цей застосунок не зареєстрований на маркеті (невідомий client_id).',
    redirect_not_permitted: 'Адреса redirect_uri не зареєстрована для цього застосунку.',
    bad_handle: 'Адреса магазину — від 3 до 40 латинських літер, цифр і дефісів; дефіс не на початку й не в кінці.',
  },
  ru: {
    unknown_client: 'Это приложение не зарегистрировано на маркете (неизвестный client_id).',
    redirect_not_permitted: 'Адрес redirect_uri не зарегистрирован для этого приложения.',
    bad_handle: 'Адрес магазина — от 3 до 40 латинских букв, цифр и дефисов; дефис не в начале и не в конце.',
  },
};

export function authorizeRequestOf(source: unknown): AuthorizeRequest {
  const values = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    AUTHORIZE_FIELDS.map((field) => [field, typeof values[field] === 'string' ? values[field] : '']),
  ) as AuthorizeRequest;
}

function callbackPermitted(redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === CALLBACK_PATH;
  } catch {
    return false;
  }
}

export const scopesOf = (scope: string) => scope.split(' ').filter(Boolean);

export type AuthorizeCheck =
  { ok: true } | { page: PageProblem } | { redirectError: { error: string; error_description: string } };

export function checkAuthorizeRequest(request: AuthorizeRequest): AuthorizeCheck {
  if (request.client_id !== MARKET_SANDBOX.clientId) return { page: 'unknown_client' };
  if (!callbackPermitted(request.redirect_uri)) return { page: 'redirect_not_permitted' };
  const invalid = (error: string, description: string) => ({
    redirectError: { error, error_description: description },
  });
  if (request.response_type !== 'code') {
    return invalid('unsupported_response_type', 'Only response_type=code is supported.');
  }
  if (!request.state) return invalid('invalid_request', 'state is required.');
  // PKCE is required of every client, confidential ones too (OAuth 2.0 Security BCP, RFC 9700 §2.1.1).
  if (!/^[A-Za-z0-9_-]{43}$/.test(request.code_challenge)) {
    return invalid('invalid_request', 'code_challenge is required: the base64url SHA-256 of the code_verifier.');
  }
  if (request.code_challenge_method !== 'S256') {
    return invalid('invalid_request', 'code_challenge_method must be S256.');
  }
  const scopes = scopesOf(request.scope);
  if (scopes.length === 0 || scopes.some((scope) => !SCOPES.has(scope))) {
    return invalid('invalid_scope', `scope must be one or more of: ${MARKET_SCOPES.join(' ')}.`);
  }
  return { ok: true };
}

/** The callback with the answer's parameters added (code + state, or error + error_description + state). */
export function callbackUrl(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

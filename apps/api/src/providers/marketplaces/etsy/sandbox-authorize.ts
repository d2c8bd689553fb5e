import type { Language } from '@cabinet/contracts/common';
import { ETSY_SANDBOX } from './etsy-endpoints.ts';

/*
 * Etsy's authorize request (GET /oauth/connect?response_type=code&client_id&redirect_uri&scope&state&code_challenge
 * &code_challenge_method=S256) checked as Etsy checks it. An unknown app or a callback it has not registered gets an
 * error page (there is nowhere safe to send the seller); anything else wrong goes back to the callback as an OAuth
 * error, as RFC 6749 §4.1.2.1 has it.
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

/** Etsy's OAuth scopes. */
const SCOPES = new Set([
  'address_r',
  'address_w',
  'billing_r',
  'cart_r',
  'cart_w',
  'email_r',
  'favorites_r',
  'favorites_w',
  'feedback_r',
  'listings_d',
  'listings_r',
  'listings_w',
  'profile_r',
  'profile_w',
  'recommend_r',
  'recommend_w',
  'shops_r',
  'shops_w',
  'transactions_r',
  'transactions_w',
]);

/** The app's registered callback: our /connect/etsy page, at whatever address the server is reached. */
const CALLBACK_PATH = '/connect/etsy';

export type PageProblem = 'unknown_client' | 'redirect_not_permitted' | 'bad_shop_name';

/** The consent page's own words for what it cannot go on with. */
export const PROBLEM_TEXT: Record<Language, Record<PageProblem, string>> = {
  en: {
    unknown_client: 'This app is not known to Etsy (unknown client_id).',
    redirect_not_permitted: 'The requested redirect URL is not permitted.',
    bad_shop_name: 'An Etsy shop name is 4 to 20 Latin letters and digits, with no spaces.',
  },
  ua: {
    unknown_client: 'Etsy не знає цього застосунку (невідомий client_id).',
    redirect_not_permitted: 'Запитана адреса повернення не дозволена.',
    bad_shop_name: 'Назва магазину Etsy — від 4 до 20 латинських літер і цифр, без пробілів.',
  },
  ru: {
    unknown_client: 'Etsy не знает этого приложения (неизвестный client_id).',
    redirect_not_permitted: 'Запрошенный адрес возврата не разрешён.',
    bad_shop_name: 'Название магазина Etsy — от 4 до 20 латинских букв и цифр, без пробелов.',
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

export type AuthorizeCheck =
  { ok: true } | { page: PageProblem } | { redirectError: { error: string; error_description: string } };

export function checkAuthorizeRequest(request: AuthorizeRequest): AuthorizeCheck {
  if (request.client_id !== ETSY_SANDBOX.keystring) return { page: 'unknown_client' };
  if (!callbackPermitted(request.redirect_uri)) return { page: 'redirect_not_permitted' };
  const invalid = (error: string, description: string) => ({
    redirectError: { error, error_description: description },
  });
  if (request.response_type !== 'code') return invalid('unsupported_response_type', 'response_type must be code');
  if (!request.state) return invalid('invalid_request', 'state is required');
  if (!request.code_challenge) return invalid('invalid_request', 'code_challenge is required');
  if (request.code_challenge_method !== 'S256') {
    return invalid('invalid_request', 'code_challenge_method must be S256');
  }
  const scopes = request.scope.split(/[\s+]+/).filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !SCOPES.has(scope))) {
    return invalid('invalid_scope', 'scope is invalid');
  }
  return { ok: true };
}

/** The callback with the answer's parameters added (code + state, or error + error_description + state). */
export function callbackUrl(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

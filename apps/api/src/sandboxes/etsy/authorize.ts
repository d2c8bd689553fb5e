import type { Language } from '@cabinet/contracts/common';
import type { AuthorizeRules, PageProblem } from '../marketplace-kit/authorize.ts';
import { ETSY_SANDBOX_APP } from './definition.ts';

/*
 * Etsy's facts for its authorize request (GET /oauth/connect, checked by ../sandbox-authorize.ts): its app, its
 * scopes, our registered callback, and Etsy's words for what is wrong.
 */

/** Etsy's OAuth scopes. */
const SCOPES: ReadonlySet<string> = new Set([
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

/** The consent page's own words for what it cannot go on with. */
export const PROBLEM_TEXT: Record<Language, Record<PageProblem, string>> = {
  en: {
    unknown_client: 'This app is not known to Etsy (unknown client_id).',
    redirect_not_permitted: 'The requested redirect URL is not permitted.',
    bad_handle: 'An Etsy shop name is 4 to 20 Latin letters and digits, with no spaces.',
  },
  ua: {
    unknown_client: 'Etsy не знає цього застосунку (невідомий client_id).',
    redirect_not_permitted: 'Запитана адреса повернення не дозволена.',
    bad_handle: 'Назва магазину Etsy — від 4 до 20 латинських літер і цифр, без пробілів.',
  },
  ru: {
    unknown_client: 'Etsy не знает этого приложения (неизвестный client_id).',
    redirect_not_permitted: 'Запрошенный адрес возврата не разрешён.',
    bad_handle: 'Название магазина Etsy — от 4 до 20 латинских букв и цифр, без пробелов.',
  },
};

/** Etsy splits scopes on spaces and on a `+` left unencoded. */
export const scopesOf = (scope: string) => scope.split(/[\s+]+/).filter(Boolean);

export const ETSY_AUTHORIZE_RULES: AuthorizeRules = {
  clientId: ETSY_SANDBOX_APP.keystring,
  // The app's registered callback: our /connect/etsy page, at whatever address the server is reached.
  callbackPath: '/connect/etsy',
  scopes: SCOPES,
  scopesOf,
  challengeValid: (challenge) => challenge !== '',
  refusals: {
    response_type: 'response_type must be code',
    state: 'state is required',
    code_challenge: 'code_challenge is required',
    code_challenge_method: 'code_challenge_method must be S256',
    scope: 'scope is invalid',
  },
};

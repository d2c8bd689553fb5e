import type { Language } from '@cabinet/contracts/common';
import type { AuthorizeRules, PageProblem } from '../marketplace-kit/authorize.ts';
import { SCOPES as MARKET_SCOPES } from './definition.ts';

/*
 * The market's facts for its authorize request (GET /oauth/authorize, checked by ../sandbox-authorize.ts): its
 * client, its scopes, our registered callback, and the market's words for what is wrong.
 */

const SCOPES: ReadonlySet<string> = new Set(MARKET_SCOPES);

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

export const scopesOf = (scope: string) => scope.split(' ').filter(Boolean);

/** The rules for this installation's app (its client id is in sandbox_secrets). */
export const marketAuthorizeRules = (clientId: string): AuthorizeRules => ({
  clientId,
  // The app's registered callback: our /connect/market page, at whatever address the server is reached.
  callbackPath: '/connect/market',
  scopes: SCOPES,
  scopesOf,
  // The base64url SHA-256 of the verifier: 43 characters.
  challengeValid: (challenge) => /^[A-Za-z0-9_-]{43}$/.test(challenge),
  refusals: {
    response_type: 'Only response_type=code is supported.',
    state: 'state is required.',
    code_challenge: 'code_challenge is required: the base64url SHA-256 of the code_verifier.',
    code_challenge_method: 'code_challenge_method must be S256.',
    scope: `scope must be one or more of: ${MARKET_SCOPES.join(' ')}.`,
  },
});

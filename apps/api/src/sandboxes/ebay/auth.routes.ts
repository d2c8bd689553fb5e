import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sendConsentPage } from '../marketplace-kit/consent.ts';
import { claimConsentShop, consentingSeller } from '../marketplace-kit/owner.ts';
import type { SandboxSecrets } from '../secrets/sandbox-secrets.ts';
import { issueGrant, shopByHandle } from '../marketplace-kit/store.ts';
import { INVALID_SCOPE, SANDBOX_PATH, USER_SCOPES } from './ebay-definitions.ts';
import type { EbayGate } from './api.ts';
import { seedEbayOrders } from './order-factory.ts';
import { EBAY, insertEbayOrders } from './orders-store.ts';

/*
 * eBay's OAuth as the sandbox plays it: the Grant Application Access page (the seller signs in with an eBay user name,
 * which opens the account the first time, with a dozen orders), the redirect to the RuName's accept URL with `code`,
 * `state` and `expires_in` (or to its decline URL), and the Commerce Identity API's getUser. A code lives 299 seconds
 * and is taken once; the token endpoint that takes it is token.routes.ts.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const AUTHORIZE = `${SANDBOX_PATH}/oauth2/authorize`;
const CODE_TTL_S = 299;
/** eBay user names: 6 to 64 letters, digits, dots, dashes and underscores. */
const USERNAME = '[A-Za-z0-9._\\-]{6,64}';

const PROBLEMS = {
  en: {
    client: 'The client_id is not an eBay application.',
    runame: 'The redirect_uri is not a RuName of this application.',
    response_type: 'response_type must be code.',
    scope: INVALID_SCOPE,
    handle: 'Enter your eBay user name (6 to 64 letters, digits, dots, dashes or underscores).',
  },
  ua: {
    client: 'client_id не належить жодному застосунку eBay.',
    runame: 'redirect_uri не є RuName цього застосунку.',
    response_type: 'response_type має бути code.',
    scope: 'Запитаний scope недійсний, невідомий, хибно записаний або ширший за дозволений застосунку.',
    handle: 'Введіть своє ім’я користувача eBay (від 6 до 64 літер, цифр, крапок, дефісів або підкреслень).',
  },
  ru: {
    client: 'client_id не принадлежит ни одному приложению eBay.',
    runame: 'redirect_uri не является RuName этого приложения.',
    response_type: 'response_type должен быть code.',
    scope: 'Запрошенный scope недействителен, неизвестен, неверно записан или шире разрешённого приложению.',
    handle: 'Введите своё имя пользователя eBay (от 6 до 64 букв, цифр, точек, дефисов или подчёркиваний).',
  },
} satisfies Record<Language, Record<string, string>>;
type Problem = keyof (typeof PROBLEMS)['en'];

type Fields = Record<string, string | undefined>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

function problemOf(fields: Fields, app: SandboxSecrets['ebay']): Problem | null {
  if (fields.client_id !== app.clientId) return 'client';
  if (fields.redirect_uri !== app.ruName) return 'runame';
  if (fields.response_type !== 'code') return 'response_type';
  const scopes = (fields.scope ?? '').split(' ').filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !(USER_SCOPES as readonly string[]).includes(scope)))
    return 'scope';
  return null;
}

/** The Grant Application Access page, with the authorize request's own fields carried along hidden. */
const page = (reply: FastifyReply, lang: Language, fields: Fields, problem: Problem | null) =>
  sendConsentPage(reply, problem ? 400 : 200, {
    lang,
    marketplace: 'eBay',
    action: `/api${AUTHORIZE}`,
    scopes: (fields.scope ?? '').split(' ').filter(Boolean),
    handle: { value: fields.handle ?? '', fixed: false, pattern: USERNAME },
    hidden: Object.fromEntries(
      ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'prompt']
        .filter((name) => fields[name] !== undefined)
        .map((name) => [name, fields[name]!]),
    ),
    ...(problem ? { problem: PROBLEMS[lang][problem] } : {}),
  });

export function ebayAuthRoutes(app: FastifyInstance, deps: SandboxDeps, admit: EbayGate) {
  // The RuName's accept and decline URLs: both our /connect/ebay page.
  const acceptUrl = `${deps.publicUrl}/connect/ebay`;

  app.get(AUTHORIZE, { config, schema }, async (request, reply) => {
    const fields = fieldsOf(request.query);
    const problem = problemOf(fields, deps.secrets.ebay);
    if (!problem && (await consentingSeller(deps, request, reply, 'eBay')) === null) return reply;
    return page(reply, request.lang, fields, problem);
  });

  app.post(AUTHORIZE, { config, schema }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const problem = problemOf(fields, deps.secrets.ebay);
    if (problem) return page(reply, request.lang, fields, problem);
    const back = new URL(acceptUrl);
    if (fields.state !== undefined) back.searchParams.set('state', fields.state);
    if (fields.decision !== 'allow') {
      // The RuName's decline URL; eBay documents no parameters for it, the sandbox says what happened as OAuth does.
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 302);
    }
    const username = (fields.handle ?? '').trim();
    if (!new RegExp(`^${USERNAME}$`).test(username)) return page(reply, request.lang, fields, 'handle');
    const seller = await consentingSeller(deps, request, reply, 'eBay');
    if (seller === null) return reply;
    const { shop, created } = await shopByHandle(
      deps.db,
      EBAY,
      username,
      () => ({ externalId: username, settings: { userId: randomBytes(8).toString('base64url') } }),
      deps.now(),
    );
    if (!(await claimConsentShop(deps, request, reply, 'eBay', shop, seller))) return reply;
    if (created) await insertEbayOrders(deps.db, shop.id, seedEbayOrders(shop.id, username, deps.now()));
    const code = await issueGrant(
      deps.db,
      {
        kind: EBAY,
        shopId: shop.id,
        redirectUri: deps.secrets.ebay.ruName,
        scope: fields.scope,
        ttlMs: CODE_TTL_S * 1000,
      },
      deps.now(),
    );
    back.searchParams.set('code', code);
    back.searchParams.set('expires_in', String(CODE_TTL_S));
    return reply.redirect(back.toString(), 302);
  });

  app.get(`${SANDBOX_PATH}/commerce/identity/v1/user/`, { config, schema }, async (request, reply) => {
    const shop = await admit(request, reply, 'identity');
    if (!shop) return reply;
    return {
      userId: String(shop.settings.userId ?? shop.id),
      username: shop.handle,
      accountType: 'INDIVIDUAL',
      registrationMarketplaceId: 'EBAY_US',
      status: 'CONFIRMED',
    };
  });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sendConsentPage } from '../marketplace-kit/consent.ts';
import { claimConsentShop, consentingSeller } from '../marketplace-kit/owner.ts';
import type { SandboxSecrets } from '../secrets/sandbox-secrets.ts';
import { checkToken, issueGrant, issueToken, redeemGrant, shopByHandle } from '../marketplace-kit/store.ts';
import { APPLICATION_SCOPE, SANDBOX_PATH, USER_SCOPES } from './ebay-definitions.ts';
import type { EbayGate } from './api.ts';
import { seedEbayOrders } from './order-factory.ts';
import { EBAY, EBAY_APP, insertEbayOrders } from './orders-store.ts';

/*
 * eBay's OAuth as the sandbox plays it: the Grant Application Access page (the seller signs in with an eBay user name,
 * which opens the account the first time, with a dozen orders), the redirect to the RuName's accept URL with `code`,
 * `state` and `expires_in` (or to its decline URL), the token endpoint with Basic client authentication, and the
 * Commerce Identity API's getUser. A code lives 299 seconds and is taken once; a refresh token 18 months.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const AUTHORIZE = `${SANDBOX_PATH}/oauth2/authorize`;
const CODE_TTL_S = 299;
const ACCESS_TTL_S = 7200;
const REFRESH_TTL_S = 47_304_000;
/** Application tokens live two hours, as eBay's do. */
const APP_TOKEN_TTL_S = 7200;
/** eBay user names: 6 to 64 letters, digits, dots, dashes and underscores. */
const USERNAME = '[A-Za-z0-9._\\-]{6,64}';

const PROBLEMS = {
  en: {
    client: 'The client_id is not an eBay application.',
    runame: 'The redirect_uri is not a RuName of this application.',
    response_type: 'response_type must be code.',
    scope: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client.',
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

export function ebayAuthRoutes(app: FastifyInstance, deps: SandboxDeps, admit: EbayGate) {
  // The RuName's accept and decline URLs: both our /connect/ebay page.
  const acceptUrl = `${deps.publicUrl}/connect/ebay`;

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

  app.post(`${SANDBOX_PATH}/identity/v1/oauth2/token`, { config, schema }, async (request, reply) => {
    const form = fieldsOf(request.body);
    const refuse = (status: number, error: string, description: string) =>
      reply.status(status).send({ error, error_description: description });
    const { clientId, clientSecret } = deps.secrets.ebay;
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return refuse(401, 'invalid_client', 'client authentication failed');
    const now = deps.now();
    const accessFor = (shopId: number) =>
      issueToken(
        deps.db,
        { kind: EBAY, shopId, type: 'access', ttlMs: ACCESS_TTL_S * 1000, prefix: 'v^1.1#i^1#p^3#I^3#r^0#f^0#t^' },
        now,
      );

    if (form.grant_type === 'authorization_code') {
      const redeemed = await redeemGrant(deps.db, EBAY, form.code ?? '', form.redirect_uri ?? '', now);
      if ('refused' in redeemed) {
        return refuse(
          400,
          'invalid_grant',
          'the provided authorization grant code is invalid or was issued to another client',
        );
      }
      const shopId = redeemed.grant.shop_id;
      const access = await accessFor(shopId);
      const refresh = await issueToken(
        deps.db,
        { kind: EBAY, shopId, type: 'refresh', ttlMs: REFRESH_TTL_S * 1000, prefix: 'v^1.1#i^1#p^3#I^3#r^1#f^0#t^' },
        now,
      );
      return {
        access_token: access.value,
        expires_in: ACCESS_TTL_S,
        refresh_token: refresh.value,
        refresh_token_expires_in: REFRESH_TTL_S,
        token_type: 'User Access Token',
      };
    }
    if (form.grant_type === 'refresh_token') {
      const checked = await checkToken(deps.db, EBAY, 'refresh', form.refresh_token ?? '', now);
      if ('refused' in checked) {
        return refuse(
          400,
          'invalid_grant',
          'the provided authorization refresh token is invalid or was issued to another client',
        );
      }
      const scopes = (form.scope ?? '').split(' ').filter(Boolean);
      if (scopes.some((scope) => !(USER_SCOPES as readonly string[]).includes(scope))) {
        return refuse(400, 'invalid_scope', PROBLEMS.en.scope);
      }
      const access = await accessFor(checked.shopId);
      return { access_token: access.value, expires_in: ACCESS_TTL_S, token_type: 'User Access Token' };
    }
    if (form.grant_type === 'client_credentials') {
      // An application token: the app's own calls (the Notification API's public keys), no user behind it.
      if (form.scope !== APPLICATION_SCOPE) return refuse(400, 'invalid_scope', PROBLEMS.en.scope);
      const app = await issueToken(
        deps.db,
        {
          kind: EBAY_APP,
          shopId: 0,
          type: 'access',
          ttlMs: APP_TOKEN_TTL_S * 1000,
          prefix: 'v^1.1#i^1#p^1#r^0#f^0#t^',
        },
        now,
      );
      return { access_token: app.value, expires_in: APP_TOKEN_TTL_S, token_type: 'Application Access Token' };
    }
    return refuse(400, 'unsupported_grant_type', 'grant type in request is not supported by the authorization server');
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

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sendConsentPage } from '../marketplace-kit/consent.ts';
import { claimConsentShop, consentingSeller } from '../marketplace-kit/owner.ts';
import { issueGrant, shopByHandle } from '../marketplace-kit/store.ts';
import {
  registeredRedirectUri,
  SANDBOX_APP,
  SANDBOX_MARKETPLACE_ID,
  SANDBOX_MARKETPLACE_IDS,
  SANDBOX_PATH,
} from './app.ts';
import { seedAmazonOrders } from './order-factory.ts';
import { AMAZON, insertAmazonOrders } from './orders-store.ts';

/*
 * The website authorization workflow as the sandbox plays it: Seller Central's consent page (the seller signs in
 * with a store name, which opens the store the first time, with a dozen orders) and the redirect back with
 * `spapi_oauth_code`, `state` and `selling_partner_id`. A code lives five minutes and is taken once, at Login with
 * Amazon's token endpoint (lwa-token.routes.ts).
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const CONSENT = `${SANDBOX_PATH}/apps/authorize/consent`;
const MARKETPLACE = 'Amazon Seller Central';
const CODE_TTL_MS = 5 * 60_000;
/** What the sandbox app asks for, in Seller Central's role names. */
const ROLES = ['Inventory and Order Tracking', 'Direct-to-Consumer Shipping (restricted)'];

const PROBLEMS = {
  en: {
    unknown_app: 'This app is not registered with Amazon: unknown application_id.',
    draft: 'This app is a draft: it can be authorized only with version=beta.',
    redirect: "redirect_uri is not one of the app's OAuth redirect URIs.",
    state: 'The request has no state.',
    handle: "Enter your store's name to sign in.",
  },
  ua: {
    unknown_app: 'Цей застосунок не зареєстровано в Amazon: невідомий application_id.',
    draft: 'Цей застосунок — чернетка: його можна авторизувати лише з version=beta.',
    redirect: 'redirect_uri не входить до OAuth redirect URI цього застосунку.',
    state: 'У запиті немає state.',
    handle: 'Введіть назву свого магазину, щоб увійти.',
  },
  ru: {
    unknown_app: 'Это приложение не зарегистрировано в Amazon: неизвестный application_id.',
    draft: 'Это приложение — черновик: его можно авторизовать только с version=beta.',
    redirect: 'redirect_uri не входит в OAuth redirect URI этого приложения.',
    state: 'В запросе нет state.',
    handle: 'Введите название своего магазина, чтобы войти.',
  },
} satisfies Record<Language, Record<string, string>>;
type Problem = keyof (typeof PROBLEMS)['en'];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Amazon's merchant tokens look like A2EUQ1WTGCTBG2: "A" and 13 upper-case letters and digits. */
const newSellingPartnerId = () => `A${[...randomBytes(13)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

type Fields = Record<string, string | undefined>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

export function amazonAuthRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const registered = registeredRedirectUri(deps.publicUrl);

  /** The authorize request's own problem, and where the seller goes back to. */
  function check(fields: Fields): { problem: Problem | null; redirectUri: string } {
    const redirectUri = fields.redirect_uri || registered;
    if (fields.application_id !== deps.secrets.amazon.appId) return { problem: 'unknown_app', redirectUri };
    if (SANDBOX_APP.draft && fields.version !== 'beta') return { problem: 'draft', redirectUri };
    if (redirectUri !== registered) return { problem: 'redirect', redirectUri };
    if (!fields.state) return { problem: 'state', redirectUri };
    return { problem: null, redirectUri };
  }

  const page = (reply: FastifyReply, lang: Language, fields: Fields, problem: Problem | null) =>
    sendConsentPage(reply, problem ? 400 : 200, {
      lang,
      marketplace: MARKETPLACE,
      action: `/api${CONSENT}`,
      scopes: ROLES,
      handle: { value: fields.handle ?? '', fixed: false },
      hidden: {
        application_id: fields.application_id ?? '',
        state: fields.state ?? '',
        version: fields.version ?? '',
        ...(fields.redirect_uri ? { redirect_uri: fields.redirect_uri } : {}),
      },
      ...(problem ? { problem: PROBLEMS[lang][problem] } : {}),
    });

  app.get(CONSENT, { config, schema }, async (request, reply) => {
    const fields = fieldsOf(request.query);
    const { problem } = check(fields);
    if (!problem && (await consentingSeller(deps, request, reply, MARKETPLACE)) === null) return reply;
    return page(reply, request.lang, fields, problem);
  });

  app.post(CONSENT, { config, schema }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const { problem, redirectUri } = check(fields);
    if (problem) return page(reply, request.lang, fields, problem);
    const back = new URL(redirectUri);
    if (fields.decision !== 'allow') {
      // Seller Central documents only "exit without authorizing"; the sandbox sends the seller back with OAuth's denial.
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', fields.state ?? '');
      return reply.redirect(back.toString(), 302);
    }
    const handle = (fields.handle ?? '').trim();
    if (!handle || handle.length > 100) return page(reply, request.lang, fields, 'handle');
    const seller = await consentingSeller(deps, request, reply, MARKETPLACE);
    if (seller === null) return reply;
    const { shop, created } = await shopByHandle(
      deps.db,
      AMAZON,
      handle,
      () => ({
        externalId: newSellingPartnerId(),
        settings: { storeName: handle, marketplaceId: SANDBOX_MARKETPLACE_ID, marketplaceIds: SANDBOX_MARKETPLACE_IDS },
      }),
      deps.now(),
    );
    if (!(await claimConsentShop(deps, request, reply, MARKETPLACE, shop, seller))) return reply;
    if (created)
      await insertAmazonOrders(
        deps.db,
        shop.id,
        seedAmazonOrders(shop.id, SANDBOX_MARKETPLACE_IDS, deps.now(), handle),
      );
    const code = await issueGrant(
      deps.db,
      { kind: AMAZON, shopId: shop.id, redirectUri, ttlMs: CODE_TTL_MS },
      deps.now(),
    );
    back.searchParams.set('spapi_oauth_code', code);
    back.searchParams.set('state', fields.state ?? '');
    back.searchParams.set('selling_partner_id', shop.external_id);
    return reply.redirect(back.toString(), 302);
  });
}

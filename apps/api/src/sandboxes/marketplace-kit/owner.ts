import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import { shopsApi } from '@cabinet/contracts/shops';
import type { SessionStore } from '../../platform/auth/sessions.ts';
import { sendConsentPage } from './consent.ts';
import { sandboxMarketplaceShops } from './kit.schema.ts';
import type { SandboxDeps } from './marketplace-sandbox.ts';
import type { SandboxShop } from './store.ts';

/*
 * Whose a marketplace sandbox's shop is. The sandboxes serve every cabinet of an installation, so a shop belongs to
 * the cabinet account whose seller opened it at the consent page; nobody else may sign in as it there (and so read
 * its orders through the API), and only that seller or an operator drives its controls (control-gate.ts).
 *
 * The consent page is opened by a full-page navigation, which carries no API key header. When a seller starts a
 * connection, our answer therefore also sets a cookie holding the session's key, sent only to the sandboxes' paths
 * (HttpOnly, SameSite=Lax, so no script reads it and no other site's form carries it); the page reads the session
 * from it, or from the API key header when a client (the demo seed, a test) calls the page itself.
 */

export const SANDBOX_SESSION_COOKIE = 'cabinet_sandbox_session';
/** Long enough to finish a consent; the session itself may end sooner (the cookie then opens nothing). */
const COOKIE_MAX_AGE_S = 3_600;

/** The account of the seller signed in at a consent page, or null (signed out, session ended, an operator). */
export type SellerOf = (request: FastifyRequest) => Promise<number | null>;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function consentSeller(sessions: SessionStore): SellerOf {
  return async (request) => {
    const token = cookieValue(request.headers.cookie, SANDBOX_SESSION_COOKIE);
    const auth = request.auth ?? (token && token.length < 200 ? await sessions.resolve(token).catch(() => null) : null);
    return auth && auth.role !== 'operator' ? auth.accountId : null;
  };
}

/** Gives the browser the session cookie with the answer that starts a connection (the consent page comes next). */
export function registerSandboxSessionCookie(app: FastifyInstance, opts: { secure: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['api-key'];
    if (request.routeOptions.config?.endpoint !== shopsApi.connect || !request.auth || typeof key !== 'string') {
      return payload;
    }
    if (reply.statusCode !== 200) return payload;
    const attributes = ['Path=/api/sandbox', 'HttpOnly', 'SameSite=Lax', `Max-Age=${COOKIE_MAX_AGE_S}`];
    if (opts.secure) attributes.push('Secure');
    reply.header('set-cookie', [`${SANDBOX_SESSION_COOKIE}=${encodeURIComponent(key)}`, ...attributes].join('; '));
    return payload;
  });
}

const TEXT = {
  en: {
    signed_out:
      'Sign in to Seller Cabinet in this browser first, then connect the shop again from the Shops page: the ' +
      '{{marketplace}} sandbox opens shops only for a signed-in seller.',
    taken:
      'This shop belongs to another Seller Cabinet account in the {{marketplace}} sandbox. Sign in with a shop ' +
      'name of your own.',
  },
  ua: {
    signed_out:
      'Спочатку увійдіть у Seller Cabinet у цьому браузері, потім знову підключіть магазин зі сторінки «Магазини»: ' +
      'пісочниця {{marketplace}} відкриває магазини лише для продавця, який увійшов.',
    taken:
      'Цей магазин належить іншому обліковому запису Seller Cabinet у пісочниці {{marketplace}}. Увійдіть із ' +
      'назвою власного магазину.',
  },
  ru: {
    signed_out:
      'Сначала войдите в Seller Cabinet в этом браузере, затем снова подключите магазин со страницы «Магазины»: ' +
      'песочница {{marketplace}} открывает магазины только для вошедшего продавца.',
    taken:
      'Этот магазин принадлежит другому аккаунту Seller Cabinet в песочнице {{marketplace}}. Войдите с названием ' +
      'своего магазина.',
  },
} satisfies Record<Language, Record<'signed_out' | 'taken', string>>;

function refusal(request: FastifyRequest, reply: FastifyReply, marketplace: string, why: 'signed_out' | 'taken') {
  return sendConsentPage(reply, why === 'signed_out' ? 401 : 403, {
    lang: request.lang,
    marketplace,
    action: '',
    scopes: [],
    handle: { value: '', fixed: true },
    hidden: {},
    problem: TEXT[request.lang][why].replaceAll('{{marketplace}}', marketplace),
  });
}

/**
 * The account of the seller at a consent page; when nobody is signed in, the page refusing the consent is sent and
 * the answer is null (the caller returns the reply).
 */
export async function consentingSeller(
  deps: Pick<SandboxDeps, 'sellerOf'>,
  request: FastifyRequest,
  reply: FastifyReply,
  marketplace: string,
): Promise<number | null> {
  const accountId = await deps.sellerOf(request);
  if (accountId === null) void refusal(request, reply, marketplace, 'signed_out');
  return accountId;
}

/**
 * Whether the seller may sign in as the shop: it is theirs, or nobody's yet and now theirs. Otherwise the page saying
 * it is another account's is sent and the answer is false.
 */
export async function claimConsentShop(
  deps: Pick<SandboxDeps, 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  marketplace: string,
  shop: Pick<SandboxShop, 'id'>,
  accountId: number,
): Promise<boolean> {
  const table = sandboxMarketplaceShops;
  await deps.db
    .update(table)
    .set({ owner_account_id: accountId })
    .where(and(eq(table.id, shop.id), isNull(table.owner_account_id)));
  const [row] = await deps.db.select({ owner: table.owner_account_id }).from(table).where(eq(table.id, shop.id));
  if (row?.owner === accountId) return true;
  void refusal(request, reply, marketplace, 'taken');
  return false;
}

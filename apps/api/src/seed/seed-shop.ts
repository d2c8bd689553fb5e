import type { FastifyInstance } from 'fastify';
import { readConsentForm } from '../sandboxes/marketplace-kit/consent.ts';
import { DEMO_SELLER } from './seed.ts';

/** The demo seller's Etsy shop, as it is named in the Etsy sandbox. */
export const DEMO_ETSY_SHOP = 'KovalenkoCrafts';

/**
 * A fresh install's demo seller has an Etsy shop connected (the Etsy sandbox's): its orders are imported, and the
 * sandbox keeps placing new ones. It is connected the way a seller connects one — the link, the sandbox's consent
 * page, the redirect back to finish-integration — only once: a seller who ever had a shop is left as they are.
 */
export async function seedDemoShop(app: FastifyInstance): Promise<boolean> {
  const { accountRepo, shops } = app.services;
  const owner = await accountRepo.userByEmail(DEMO_SELLER.email);
  if (!owner?.account_id || !shops.adapterIfOffered('etsy')) return false;
  if ((await shops.allOf(owner.account_id)).length > 0) return false;
  const { authorize_url } = await shops.start(owner.account_id, { kind: 'etsy', shop_name: DEMO_ETSY_SHOP });
  // The consent page opens shops only for a signed-in seller: the demo seller signs in for it, and out after.
  const token = await app.services.sessions.create(owner.id);
  try {
    return await consentAs(app, token, authorize_url, owner.account_id);
  } finally {
    const session = await app.services.sessions.resolve(token);
    if (session) await app.services.sessions.revoke(session.sessionId);
  }
}

async function consentAs(app: FastifyInstance, token: string, authorizeUrl: string, accountId: number) {
  const signedIn = { 'api-key': token };
  const authorize = new URL(authorizeUrl);
  const page = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}`, headers: signedIn });
  const form = readConsentForm(page.body);
  const target = new URL(form.action, authorize);
  const answer = await app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, handle: DEMO_ETSY_SHOP, decision: 'allow' }).toString(),
  });
  const params = Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
  await app.services.shops.finish(accountId, 'etsy', params, 'en');
  return true;
}

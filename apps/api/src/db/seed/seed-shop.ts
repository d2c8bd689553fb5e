import type { FastifyInstance } from 'fastify';
import { readConsentForm } from '../../sandboxes/marketplace-kit/consent.ts';
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
  const authorize = new URL(authorize_url);
  const page = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  const form = readConsentForm(page.body);
  const target = new URL(form.action, authorize);
  const answer = await app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, handle: DEMO_ETSY_SHOP, decision: 'allow' }).toString(),
  });
  const params = Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
  await shops.finish(owner.account_id, 'etsy', params, 'en');
  return true;
}

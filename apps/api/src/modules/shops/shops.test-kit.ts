import { expect } from 'vitest';
import { type Shop, type ShopKind, shopsApi } from '@cabinet/contracts/shops';
import type { TestApp } from '../../../test/app.ts';
import { readConsentForm } from '../../sandboxes/marketplace-kit/consent.ts';

/** Starts a connection and answers the sandbox's consent page: the redirect's parameters back to our page. */
export async function consent(
  t: TestApp,
  token: string,
  kind: ShopKind,
  shopName: string,
  decision: 'allow' | 'deny' = 'allow',
  handle = shopName,
): Promise<Record<string, string>> {
  const started = await t.call(shopsApi.connect, { token, body: { kind, shop_name: shopName } });
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(started.json<{ authorize_url: string }>().authorize_url);
  // The seller's browser carries their cabinet session to the sandbox's consent page (here: as the API key).
  const page = await t.request({ method: 'GET', url: `${authorize.pathname}${authorize.search}`, token });
  expect(page.statusCode, page.body).toBe(200);
  const form = readConsentForm(page.body);
  const target = new URL(form.action, authorize);
  const answer = await t.request({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, handle, decision }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  const back = new URL(String(answer.headers.location));
  expect(back.pathname).toBe(`/connect/${kind}`);
  return Object.fromEntries(back.searchParams);
}

export function finish(t: TestApp, token: string, kind: ShopKind, params: Record<string, string>, lang = 'en') {
  return t.call(shopsApi.finish, { params: { type: kind }, token, lang, body: { params } });
}

/** Connects a sandbox shop end to end and waits for its first import. */
export async function connectShop(t: TestApp, token: string, kind: ShopKind, shopName: string): Promise<Shop> {
  const res = await finish(t, token, kind, await consent(t, token, kind, shopName));
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.orders.importer.settled();
  return res.json<Shop>();
}

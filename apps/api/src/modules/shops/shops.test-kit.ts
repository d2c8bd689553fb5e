import { expect } from 'vitest';
import type { Shop, ShopKind } from '@cabinet/contracts/shops';
import type { TestApp } from '../../../test/app.ts';

/** The form of a sandbox consent page: where it posts and its fields (hidden ones with their values). */
export function consentForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no consent form in: ${html.slice(0, 300)}`);
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decode(m[1]!)] = decode(m[2]!);
  }
  return { action: decode(action), fields };
}

/** Starts a connection and answers the sandbox's consent page: the redirect's parameters back to our page. */
export async function consent(
  t: TestApp,
  token: string,
  kind: ShopKind,
  shopName: string,
  decision: 'allow' | 'deny' = 'allow',
  handle = shopName,
): Promise<Record<string, string>> {
  const started = await t.request({
    method: 'POST',
    url: '/api/shops/connect',
    token,
    payload: { kind, shop_name: shopName },
  });
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(started.json<{ authorize_url: string }>().authorize_url);
  const page = await t.request({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode, page.body).toBe(200);
  const form = consentForm(page.body);
  const target = new URL(form.action, authorize);
  const answer = await t.request({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, handle, decision }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  const back = new URL(String(answer.headers.location));
  expect(back.pathname).toBe(`/connect/${kind}`);
  return Object.fromEntries(back.searchParams);
}

export function finish(t: TestApp, token: string, kind: ShopKind, params: Record<string, string>, lang = 'en') {
  return t.request({ method: 'POST', url: `/api/${kind}/finish-integration`, token, lang, payload: { params } });
}

/** Connects a sandbox shop end to end and waits for its first import. */
export async function connectShop(t: TestApp, token: string, kind: ShopKind, shopName: string): Promise<Shop> {
  const res = await finish(t, token, kind, await consent(t, token, kind, shopName));
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.orders.importer.settled();
  return res.json<Shop>();
}

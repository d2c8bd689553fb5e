import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { ordersApi } from '@cabinet/contracts/orders';
import { addToBook, BOOK_SENDER, callApi, credit, operatorToken, registerSeller } from './support.ts';

/* What the marketplace journeys share: a funded seller of their own, connecting a sandbox shop, its imported orders. */

export const PASSWORD = 'marketplaces-2026';

export interface OrderRow {
  id: number;
  external_id: string;
  number: string;
  country: string | null;
  shop_id: number;
}

export async function seller(request: APIRequestContext, funds: string) {
  const op = await operatorToken(request);
  const me = await registerSeller(request, { prefix: 'shops', password: PASSWORD, lastName: 'Shops' });
  await credit(request, me.accountId, funds, { op, reason: 'E2E marketplaces' });
  await addToBook(request, me.token, [BOOK_SENDER]);
  return { ...me, op };
}

/** /connect/{kind}: the shop name, the link, the marketplace's consent page, back to the cabinet. */
export async function connect(
  page: Page,
  kind: 'etsy' | 'shopify',
  marketplace: string,
  shopName: string,
  handle?: string,
) {
  await page.goto(`/connect/${kind}`);
  await page.getByRole('textbox', { name: /^Shop name/ }).fill(shopName);
  await page.getByRole('button', { name: 'Generate link' }).click();
  await page.getByRole('link', { name: `Confirm at ${marketplace}` }).click();
  await expect(page.getByRole('heading', { name: 'Allow Seller Cabinet to access your shop?' })).toBeVisible();
  if (handle) await page.getByRole('textbox', { name: 'Your shop' }).fill(handle);
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page).toHaveURL(new RegExp(`/connect/${kind}$`));
}

export async function ordersOf(
  request: APIRequestContext,
  token: string,
  query: QueryIn<typeof ordersApi.list>,
): Promise<OrderRow[]> {
  // The first import runs in the background after connecting: wait for it to bring the orders.
  let items: OrderRow[] = [];
  await expect
    .poll(async () => {
      const res = await callApi(request, ordersApi.list, { query, token });
      items = ((await res.json()) as { items: OrderRow[] }).items;
      return items.length;
    })
    .toBeGreaterThan(0);
  return items;
}

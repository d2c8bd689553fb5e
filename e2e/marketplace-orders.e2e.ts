import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ordersApi } from '@cabinet/contracts/orders';
import { referenceApi } from '@cabinet/contracts/reference';
import { connect, ordersOf, PASSWORD, seller } from './marketplaces.support.ts';
import { callApi, signInByApi, useLanguage, watchConsole } from './support.ts';

/* An order's money in the shop's own currency, and one order shipped in several parcels (issue 21). */

test('an Etsy shop selling in euros: its orders show in EUR with the dollar figure at the NBU rate', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '1.00');
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  // A currency's code in capitals in the shop's name opens a sandbox shop that sells in it (docs/sandbox-etsy.md).
  const shopName = `Kyiv${randomBytes(3).toString('hex')}EUR`;
  await connect(page, 'etsy', 'Etsy', shopName, shopName);
  await expect(page.getByText(`“${shopName}” is connected`)).toBeVisible();
  const [order] = await ordersOf(page.request, me.token, { kind: 'etsy', payment_status: 'paid' });
  const detail = (await (
    await callApi(page.request, ordersApi.get, { params: { id: order!.id }, token: me.token })
  ).json()) as { total: { amount: string; currency: string }; total_usd: { amount: string; rate_date: string } };
  expect(detail.total.currency).toBe('EUR');
  // The dollar figure is the bank's: the rates the cabinet shows, through the hryvnia.
  const rates = (await (await callApi(page.request, referenceApi.rates)).json()) as {
    date: string;
    rates: { currency: string; rate: string }[];
  };
  const rate = (c: string) => Number(rates.rates.find((r) => r.currency === c)!.rate);
  const cents = Math.round((Math.round(Number(detail.total.amount) * 100) * rate('EUR')) / rate('USD'));
  expect(detail.total_usd).toEqual({ amount: (cents / 100).toFixed(2), rate_date: rates.date });
  const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    Number(detail.total.amount),
  );
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const [y, m, d] = rates.date.split('-');

  // The list: the total in euros as §9 writes them, and its dollar figure beside it.
  await page.goto('/orders/etsy');
  const row = page.getByTestId(`order-${order!.id}`);
  await expect(row.getByText(euros, { exact: true })).toBeVisible();
  await expect(row.getByTestId('order-usd')).toHaveText(`≈\u00a0${dollars}`);
  await expect(row.getByTestId('order-usd')).toHaveAttribute('title', `At the NBU official rate on ${d}.${m}.${y}`);

  // The order: the total in dollars with the rate's date; Etsy's buyers pay the shop's currency, so nothing else.
  await page.goto(`/orders/etsy/${order!.id}`);
  const money = page.getByRole('table', { name: 'Money' });
  await expect(money.getByRole('row', { name: /^Total in US dollars/ })).toContainText(dollars);
  await expect(money.getByRole('row', { name: /^Total in US dollars/ })).toContainText(`${d}.${m}.${y}`);
  await expect(money.getByRole('row', { name: /^Paid by the buyer/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** A text as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface OrderLine {
  external_id: string;
  title: string;
  variation: string | null;
  quantity: number;
}

test('a seller sends two tracks for a two-line Shopify order, each parcel with its own line', async ({ page }) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '1.00');
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  const domain = `parcels-${randomBytes(3).toString('hex')}`;
  await connect(page, 'shopify', 'Shopify', domain);
  await expect(page.getByText(/is connected/)).toBeVisible();

  // An open order of two lines (not the seeded ones with a part on hold: docs/sandbox-shopify.md).
  const rows = await ordersOf(page.request, me.token, {
    kind: 'shopify',
    unshipped: 'true',
    payment_status: 'paid',
    on_page: 100,
  });
  const details = await Promise.all(
    rows.map(async (row) => {
      const res = await callApi(page.request, ordersApi.get, { params: { id: row.id }, token: me.token });
      return { ...row, lines: ((await res.json()) as { lines: OrderLine[] }).lines };
    }),
  );
  const order = details.find((o) => o.lines.length === 2 && !['#1008', '#1015'].includes(o.number))!;
  expect(order, 'a two-line open Shopify order').toBeDefined();
  const [first, second] = order.lines as [OrderLine, OrderLine];
  const label = (line: OrderLine) => [line.title, line.variation].filter(Boolean).join(', ');

  await page.goto(`/orders/shopify/${order.id}`);
  await page.getByRole('button', { name: 'Send tracking' }).click();
  const dialog = page.getByRole('dialog', { name: `Send tracking of order ${order.number} to Shopify` });
  await dialog.getByRole('textbox', { name: /^Track numbers/ }).fill('RB100000001UA\nRB100000002UA');
  await dialog.getByRole('combobox', { name: /^Carrier/ }).click();
  await page.getByRole('option', { name: 'Ukrposhta', exact: true }).click();
  // Everything starts in the first parcel; the second line goes in the second.
  const parcel = (n: number) => dialog.getByRole('group', { name: new RegExp(`^Parcel ${n}: RB10000000${n}UA`) });
  await expect(parcel(1).getByRole('textbox', { name: label(second) })).toHaveValue(String(second.quantity));
  await parcel(1)
    .getByRole('textbox', { name: label(second) })
    .fill('0');
  await parcel(2)
    .getByRole('textbox', { name: label(second) })
    .fill(String(second.quantity));
  await dialog.getByRole('button', { name: 'Send tracking' }).click();
  await expect(page.getByText('The tracking is sent to the marketplace')).toBeVisible();

  // The order page shows each number with its line.
  const parcels = page
    .getByRole('region', { name: 'Tracking at the marketplace' })
    .getByRole('list', { name: 'Parcels' });
  await expect(parcels.getByRole('listitem')).toHaveText([
    new RegExp(`^Parcel 1: RB100000001UA${literally(label(first))} ×\\s${first.quantity}Sent `),
    new RegExp(`^Parcel 2: RB100000002UA${literally(label(second))} ×\\s${second.quantity}Sent `),
  ]);

  // At Shopify (its sandbox): two fulfillments, each with its own line item.
  const actions = await page.request.get(
    `/api/sandbox/shopify/_sandbox/shops/${domain}.myshopify.com/orders/${order.external_id.split('/').pop()}/actions`,
    { headers: { 'API-KEY': me.token } },
  );
  expect(actions.status(), await actions.text()).toBe(200);
  const log = ((await actions.json()) as { actions: Array<{ action: string; body: Record<string, unknown> }> }).actions;
  expect(
    log
      .filter((a) => a.action === 'fulfillment')
      .map((a) => [(a.body.tracking as { number: string }).number, a.body.line_items]),
  ).toEqual([
    ['RB100000001UA', [{ id: first.external_id, quantity: first.quantity }]],
    ['RB100000002UA', [{ id: second.external_id, quantity: second.quantity }]],
  ]);
  expect(problems).toEqual([]);
});

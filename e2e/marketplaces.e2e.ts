import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ordersApi } from '@cabinet/contracts/orders';
import { productsApi } from '@cabinet/contracts/products';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { marketplaceWebhooksApi } from '@cabinet/contracts/shops';
import { uploadsApi } from '@cabinet/contracts/uploads';
import { callApi, NOT_FOUND_TITLES, signInByApi, useLanguage, watchConsole } from './support.ts';
import { connect, ordersOf, PASSWORD, seller } from './marketplaces.support.ts';

test('a seller connects an Etsy shop, ships one of its orders, and the track reaches Etsy when the parcel leaves', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '200.00');
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  const shopName = `Kyiv${randomBytes(3).toString('hex')}`;

  await connect(page, 'etsy', 'Etsy', shopName, shopName);
  await expect(page.getByText(`“${shopName}” is connected`)).toBeVisible();

  // The orders arrive (imported in the background) and show in the list.
  const orders = await ordersOf(page.request, me.token, {
    kind: 'etsy',
    unshipped: 'true',
    payment_status: 'paid',
    on_page: 100,
  });
  const order = orders.find((o) => o.country === 'US') ?? orders[0]!;
  await page.goto('/orders/etsy');
  await expect(page.getByRole('link', { name: new RegExp(order.number) }).first()).toBeVisible();

  // "Create shipment" opens the form filled from the order: recipient, order number, customs lines.
  await page.goto(`/orders/etsy/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await page.getByRole('link', { name: 'Create shipment' }).click();
  await expect(page.getByText(`Filled from order ${order.number}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Order number/ })).toHaveValue(order.number);
  await expect(page.getByRole('combobox', { name: /^Recipient/ })).not.toHaveValue('');
  await page.getByRole('combobox', { name: /^Delivery type/ }).click();
  await page.getByRole('option', { name: 'Small pack', exact: true }).click();
  const items = page.getByRole('group', { name: /^Item \d+$/ });
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    await item.getByRole('textbox', { name: /^Customs name in Ukrainian/ }).fill('Чашка');
    await item.getByRole('textbox', { name: /^Customs name in English/ }).fill('Ceramic mug');
    await item.getByRole('combobox', { name: /^HS code/ }).fill('6912002300');
    await page.getByRole('option', { name: /^6912002300 / }).click();
  }
  for (const [label, value] of [
    ['Weight', '0.5'],
    ['Length', '20'],
    ['Width', '15'],
    ['Height', '10'],
  ]) {
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value!);
  }
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Price' }).getByText(/^Delivery in/)).toBeVisible();
  await page.getByRole('button', { name: 'Create the parcel' }).click();
  const low = page.getByRole('dialog', { name: 'The customs value is below the order total' });
  const created = page.getByRole('heading', { name: /^Parcel SC\d{8} is created$/ });
  await expect(low.or(created)).toBeVisible();
  if (await low.isVisible()) await low.getByRole('button', { name: 'Continue' }).click();
  await expect(created).toBeVisible();
  const number = /SC\d{8}/.exec(await created.innerText())![0];

  // The operator receives it and sends it on: its track exists, and with "send the destination track" it goes to Etsy.
  const { shipments } = (await (
    await callApi(page.request, shipmentsApi.list, { query: { search: number }, token: me.token })
  ).json()) as { shipments: { id: number }[] };
  const shipmentId = shipments[0]!.id;
  const received = await callApi(page.request, opsShipmentsApi.receive, {
    params: { id: shipmentId },
    token: me.op,
    body: { weight_kg: 0.5, length_cm: 20, width_cm: 15, height_cm: 10 },
  });
  expect(received.status(), await received.text()).toBe(200);
  const sent = await callApi(page.request, opsShipmentsApi.transition, {
    params: { id: shipmentId },
    token: me.op,
    body: { to: 'transit_ua_buyer' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.goto(`/orders/etsy/${order.id}`);
  const tracking = page.getByRole('region', { name: 'Tracking at the marketplace' });
  await expect(tracking.getByText('Sent', { exact: true }).first()).toBeVisible();
  const track = /[A-Z]{2}\d{9}UA/.exec(await tracking.innerText())![0];

  // At Etsy (its sandbox): the receipt has the shipment, and the buyer was e-mailed once. The sandbox's controls
  // answer the shop's owner, signed in.
  const found = await page.request.get(`/api/sandbox/etsy/_sandbox/shops?shop_name=${shopName}`, {
    headers: { 'API-KEY': me.token },
  });
  const [etsyShop] = ((await found.json()) as { results: { shop_id: number }[] }).results;
  const actions = await page.request.get(
    `/api/sandbox/etsy/_sandbox/shops/${etsyShop!.shop_id}/receipts/${order.external_id}/actions`,
    { headers: { 'API-KEY': me.token } },
  );
  const log = ((await actions.json()) as { results: Array<{ action: string; tracking_code?: string }> }).results;
  expect(log.filter((a) => a.action === 'tracking').map((a) => a.tracking_code)).toEqual([track]);
  expect(log.filter((a) => a.action === 'buyer_email')).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a Shopify shop pushes a new order by a signed webhook; a forged one is refused', async ({ page }) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '10.00');
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  const domain = `e2e-${randomBytes(3).toString('hex')}`;
  await connect(page, 'shopify', 'Shopify', domain);
  await expect(page.getByText(/is connected/)).toBeVisible();
  const before = await ordersOf(page.request, me.token, { kind: 'shopify', on_page: 100 });

  // A buyer orders at the shop: the sandbox signs the orders/create webhook and delivers it to our server.
  const added = await page.request.post(`/api/sandbox/shopify/_sandbox/shops/${domain}.myshopify.com/buyer-order`, {
    headers: { 'API-KEY': me.token },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await expect
    .poll(async () => (await ordersOf(page.request, me.token, { kind: 'shopify', on_page: 100 })).length)
    .toBe(before.length + 1);
  await page.goto('/orders/shopify');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopify orders' })).toBeVisible();

  // A forged push (a body signed with the wrong secret) is refused and changes nothing.
  const body = JSON.stringify({ id: 999, admin_graphql_api_id: 'gid://shopify/Order/999', name: '#9999' });
  const forged = await callApi(page.request, marketplaceWebhooksApi.receive, {
    params: { type: 'shopify' },
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': `${domain}.myshopify.com`,
      'x-shopify-webhook-id': randomBytes(8).toString('hex'),
      'x-shopify-hmac-sha256': createHmac('sha256', 'not-the-secret').update(body).digest('base64'),
    },
    payload: body,
  });
  expect(forged.status()).toBe(401);
  expect((await ordersOf(page.request, me.token, { kind: 'shopify', on_page: 100 })).length).toBe(before.length + 1);
  expect(problems).toEqual([]);
});

test("another seller's order answers 404, in the API and on its page", async ({ page }) => {
  const owner = await seller(page.request, '1.00');
  await useLanguage(page, 'en');
  await signInByApi(page, owner.email, PASSWORD);
  const shopName = `Own${randomBytes(3).toString('hex')}`;
  await connect(page, 'etsy', 'Etsy', shopName, shopName);
  const [order] = await ordersOf(page.request, owner.token, { kind: 'etsy' });
  const stranger = await seller(page.request, '1.00');
  const res = await callApi(page.request, ordersApi.get, { params: { id: order!.id }, token: stranger.token });
  expect(res.status()).toBe(404);
  await signInByApi(page, stranger.email, PASSWORD);
  await page.goto(`/orders/etsy/${order!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(NOT_FOUND_TITLES.join('|')) })).toBeVisible();
});

/** A product for a SKU the shop sells: its customs names, code and value, with the picture every product needs. */
async function product(request: APIRequestContext, token: string, sku: string) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a5d2f' } })
    .png()
    .toBuffer();
  const upload = await callApi(request, uploadsApi.upload, {
    token,
    multipart: { file: { name: `${sku}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { filename } = (await upload.json()) as { filename: string };
  const created = await callApi(request, productsApi.create, {
    token,
    body: {
      sku,
      title_uk: `Товар ${sku}`,
      title_en: `Item ${sku}`,
      hs_code: '6912002300',
      cost: '12.00',
      images: [{ filename }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a seller ships several orders in one go with the shop defaults and prints their stickers in one PDF', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '300.00');
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  const shopName = `Bulk${randomBytes(3).toString('hex')}`;
  await connect(page, 'etsy', 'Etsy', shopName, shopName);
  const orders = (
    await ordersOf(page.request, me.token, { kind: 'etsy', unshipped: 'true', payment_status: 'paid', on_page: 100 })
  )
    .filter((o) => o.country === 'US')
    .slice(0, 2);
  expect(orders).toHaveLength(2);
  const skus = new Set<string>();
  for (const order of orders) {
    const detail = (await (
      await callApi(page.request, ordersApi.get, { params: { id: order.id }, token: me.token })
    ).json()) as { lines: { sku: string }[] };
    for (const line of detail.lines) skus.add(line.sku);
  }
  for (const sku of skus) await product(page.request, me.token, sku);

  // The shop's shipping defaults, in the sales settings.
  await page.goto('/settings/sales');
  const card = page.getByRole('region', { name: `Shipping defaults for ${shopName}` });
  await card.getByRole('combobox', { name: /^Sender/ }).click();
  await page.getByRole('option', { name: /^Sunflower Crafts/ }).click();
  await card.getByRole('combobox', { name: /^Delivery type/ }).click();
  await page.getByRole('option', { name: 'Small pack', exact: true }).click();
  for (const [label, value] of [
    ['Weight', '0.5'],
    ['Length', '20'],
    ['Width', '15'],
    ['Height', '10'],
  ]) {
    await card.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value!);
  }
  await card.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText(`Shipping defaults for “${shopName}” are saved`)).toBeVisible();

  // Two orders ticked, their shipments created in one go, their stickers in one PDF.
  await page.goto('/orders/etsy');
  for (const order of orders) await page.getByRole('checkbox', { name: `Select order No. ${order.number}` }).check();
  await page.getByRole('button', { name: 'Create shipments (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create shipments (orders: 2)' });
  await dialog.getByRole('checkbox', { name: 'Customs values below the order totals are confirmed' }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('2 created, 0 not created')).toBeVisible();
  const results = dialog.getByRole('table', { name: 'Bulk shipping results' });
  await expect(results.getByRole('link', { name: /^SC\d{8}$/ })).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Sticker size' }).click();
  await page.getByRole('option', { name: 'A6', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print stickers (PDF)' }).click();
  const file = (await (await downloading).path())!;
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2\b/);
  expect(problems).toEqual([]);
});

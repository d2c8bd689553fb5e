import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesApi } from '@cabinet/contracts/addresses';
import type { Language } from '@cabinet/contracts/common';
import { nationalPostApi } from '@cabinet/contracts/national-post';
import { ordersApi } from '@cabinet/contracts/orders';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fundedSeller } from '../../../test/money.ts';
import { rowCount } from '../../../test/db.ts';
import { connectShop } from '../../modules/shops/shops.test-kit.ts';
import { listOrders } from '../../modules/orders/orders.test-kit.ts';
import { addAddress, uaSender, usRecipient } from '../../modules/shipments/shipments.test-kit.ts';
import { addressBook } from '../../modules/addresses/addresses.schema.ts';
import { translate } from '../i18n/messages.ts';

/*
 * Issue 21: a lone UTF-16 surrogate (a JSON body's "\ud800") reached the database and answered 500. Every string no
 * text column can hold — a lone surrogate, like a NUL — is refused before any route sees it: 400 naming the field, in
 * the caller's language, and nothing written.
 */
let t: TestApp;
let seller: Awaited<ReturnType<typeof fundedSeller>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await fundedSeller(t, '100.00');
}, 60_000);
afterAll(() => t.close());

const LONE = 'gift \ud800 wrap';

function expectRefused(
  res: { statusCode: number; body: string; json(): unknown },
  lang: Language,
  field: string,
  code = 'invalid_character',
) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; message: string; errors: Record<string, string[]> };
  expect(body.code).toBe('validation_error');
  expect(body.message).toBe(translate(lang, 'errors', 'validation_error'));
  expect(body.errors[field]).toEqual([translate(lang, 'fields', code)]);
}

describe('strings no text column can hold', () => {
  it('a lone surrogate in an order’s tags answers 400 naming the tag', async () => {
    const shop = await connectShop(t, seller.token, 'etsy', 'SurrogateShop');
    const order = (await listOrders(t, seller.token, { shop_id: shop.id })).items[0]!;
    const res = await t.call(ordersApi.update, {
      params: { id: order.id },
      token: seller.token,
      lang: 'ua',
      body: { tags: ['ok', LONE] },
    });
    expectRefused(res, 'ua', 'tags.1');
  });

  it('a lone surrogate in a national-post line’s name answers 400, and no parcel is made', async () => {
    const senderId = await addAddress(t, seller.token, uaSender);
    const recipientId = await addAddress(t, seller.token, usRecipient);
    const line = { name_ua: 'Футболка', name_en: 'Cotton T-shirt', quantity: 1, weight_g: 300, unit_value: '25.00' };
    const res = await t.call(nationalPostApi.create, {
      token: seller.token,
      lang: 'ru',
      headers: { 'idempotency-key': 'surrogate-line-1' },
      body: {
        sender_id: senderId,
        recipient_id: recipientId,
        package_type: 'SMALL_BAG',
        category: 'SALE_OF_GOODS',
        weight_g: 300,
        length_cm: 30,
        width_cm: 20,
        height_cm: 5,
        lines: [{ ...line, origin: 'UA', hs_code: '6109100000', name_ua: '\udc00Футболка' }],
      },
    });
    expectRefused(res, 'ru', 'lines.0.name_ua');
  });

  it('in an address, a key, or beside a NUL: each field is named with its own reason, and nothing is written', async () => {
    const before = await rowCount(t.database, addressBook);
    const res = await t.call(addressesApi.create, {
      token: seller.token,
      lang: 'en',
      payload: { ...usRecipient, first_name: 'Jo\ud83d', last_name: 'Do\u0000e', ['\udfffkey']: 1 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      first_name: [translate('en', 'fields', 'invalid_character')],
      last_name: [translate('en', 'fields', 'nul_character')],
      '\\udfffkey': [translate('en', 'fields', 'invalid_character')],
    });
    expect(await rowCount(t.database, addressBook)).toBe(before);
  });

  it('a query string or a path carrying a surrogate’s bytes never answers 500', async () => {
    // Raw percent-encoded bytes, which requestOf would encode again: the paths are written out.
    for (const url of ['/api/user/book?search=%ED%A0%80', '/api/orders?search=%ED%A0%80', '/api/orders/%ED%A0%80']) {
      const res = await t.request({ method: 'GET', url, token: seller.token });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

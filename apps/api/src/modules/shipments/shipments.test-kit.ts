import { eq } from 'drizzle-orm';
import { type AddressBody, addressesApi } from '@cabinet/contracts/addresses';
import {
  type Shipment,
  type ShipmentCreateBody,
  type ShipmentLineInput,
  shipmentsApi,
} from '@cabinet/contracts/shipments';
import type { TestApp } from '../../../test/app.ts';
import { fundedSeller } from '../../../test/money.ts';
import { accounts } from '../account/account.schema.ts';

export const uaSender: AddressBody = {
  book_type: 'sender',
  variation_type: 'company',
  company_name: 'Sunflower Crafts LLC',
  edrpou: '12345678',
  country: 'UA',
  state: 'UA-30',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
};
export const usSender: AddressBody = {
  book_type: 'sender',
  variation_type: 'individual',
  first_name: 'Sam',
  last_name: 'Porter',
  country: 'US',
  state: 'NJ',
  city: 'Newark',
  zip: '07102',
  address_line1: '1 Market St',
};
export const usRecipient: AddressBody = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
};
export const hawaiiRecipient: AddressBody = { ...usRecipient, first_name: 'Kai', state: 'HI', zip: '96813' };
export const germanRecipient: AddressBody = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'Greta',
  last_name: 'Becker',
  country: 'DE',
  city: 'Berlin',
  address_line1: 'Unter den Linden 5',
};

export const shirt: ShipmentLineInput = {
  name_ua: 'Сорочка лляна',
  name_en: 'Linen shirt',
  quantity: 2,
  unit_value: '20.00',
  hs_code: '6205200000',
};
export const mug: ShipmentLineInput = {
  name_ua: 'Чашка',
  name_en: 'Mug',
  quantity: 1,
  unit_value: '12.50',
  hs_code: '6912002300',
};

/** A 1 kg box of 20 × 15 × 10 cm: its volumetric weight (600 g) stays under the actual one. */
export const box = { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 };

export async function addAddress(t: TestApp, token: string, body: AddressBody): Promise<number> {
  const res = await t.call(addressesApi.create, { token, body });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`);
  return res.json<{ address_book_item: { id: number } }>().address_book_item.id;
}

/** A funded seller with a Ukrainian sender and a New York recipient in the address book. */
export async function shipper(t: TestApp, amount = '500.00', operatorToken?: string) {
  const seller = await fundedSeller(t, amount, operatorToken);
  const senderId = await addAddress(t, seller.token, uaSender);
  const recipientId = await addAddress(t, seller.token, usRecipient);
  return { ...seller, senderId, recipientId };
}
export type Shipper = Awaited<ReturnType<typeof shipper>>;

/** §6 user vars, as an operator (or the old cabinet) would set them. */
export async function setVars(t: TestApp, accountId: number, vars: { ECOM_GF: number; CUSTOMER_DHL_ENABLE: number }) {
  await t.database.db.update(accounts).set({ vars }).where(eq(accounts.id, accountId));
}

/** A direct parcel from the seller's sender to its US recipient, by small pack, handed over at a post office. */
export const directBody = (s: Pick<Shipper, 'senderId' | 'recipientId'>, over: Partial<ShipmentCreateBody> = {}) =>
  ({
    type: 'direct',
    delivery_type: 'small_pack',
    sender_id: s.senderId,
    recipient_id: s.recipientId,
    box,
    lines: [shirt, mug],
    ...over,
  }) satisfies ShipmentCreateBody;

export const postShipment = (
  t: TestApp,
  token: string,
  body: ShipmentCreateBody,
  opts: { lang?: string; key?: string } = {},
) =>
  t.call(shipmentsApi.create, {
    token,
    lang: opts.lang,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    body,
  });

export const postQuote = (t: TestApp, token: string, body: ShipmentCreateBody) =>
  t.call(shipmentsApi.quote, { token, body });

/** Creates a shipment and returns it; fails the test with the body otherwise. */
export async function createShipment(t: TestApp, token: string, body: ShipmentCreateBody): Promise<Shipment> {
  const res = await postShipment(t, token, body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ shipment: Shipment }>().shipment;
}

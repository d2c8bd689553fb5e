import { addressesApi } from '@cabinet/contracts/addresses';
import { returnsApi } from '@cabinet/contracts/returns';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import type { TestApp } from '../../../test/app.ts';
import { addDays, warehouseDay } from '../warehouse/warehouse-day.ts';

/** The warehouse's day `offset` days from the test clock's now (returns cannot arrive in the future). */
export const warehouseDate = (t: TestApp, offset = 0) => addDays(warehouseDay(t.clock.now()), offset);

export interface RegisteredReturn {
  id: number;
  number: string;
  items: { id: number; name: string; quantity: number }[];
}

/** An operator registers a return that came back: for `owner` (account number or e-mail) or unidentified. */
export async function registerReturn(
  t: TestApp,
  op: string,
  body: { owner?: string; arrived_at?: string; items?: { name: string; quantity: number }[] } = {},
): Promise<RegisteredReturn> {
  const res = await t.call(opsReturnsApi.register, {
    token: op,
    body: {
      carrier: 'USPS',
      tracking_number: 'LZ123456789US',
      sender_name: 'Mary Buyer',
      note: 'Box slightly dented',
      arrived_at: body.arrived_at ?? warehouseDate(t),
      items: [
        { name: 'Linen apron', quantity: 2 },
        { name: 'Ceramic mug', quantity: 1 },
      ],
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register return failed: ${res.statusCode} ${res.body}`);
  return res.json<RegisteredReturn>();
}

/** Adds a recipient to the seller's address book and returns its id. */
export async function addRecipient(t: TestApp, token: string, firstName = 'John'): Promise<number> {
  const res = await t.call(addressesApi.create, {
    token,
    body: {
      book_type: 'recipient',
      variation_type: 'individual',
      first_name: firstName,
      last_name: 'Smith',
      country: 'US',
      state: 'NY',
      city: 'New York',
      zip: '10001',
      address_line1: '350 Fifth Avenue',
      phone: '+1 (212) 555-0100',
    },
  });
  if (res.statusCode !== 201) throw new Error(`recipient failed: ${res.statusCode} ${res.body}`);
  return res.json<{ address_book_item: { id: number } }>().address_book_item.id;
}

export const decide = (t: TestApp, token: string, id: number, body: object, lang = 'en') =>
  t.call(returnsApi.decide, { params: { id }, token, payload: body, lang });

export const claimReturn = (t: TestApp, token: string, id: number, body: object, lang = 'en') =>
  t.call(returnsApi.claim, { params: { id }, token, payload: body, lang });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { returnsApi } from '@cabinet/contracts/returns';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { accountIdOf, signInOperator } from '../../../test/money.ts';
import { addRecipient, decide, registerReturn, warehouseDate } from './returns.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const get = <const E extends EndpointDefinition>(token: string, e: E, options: CallOptions<E> = {}) =>
  t.call(e, { ...options, token });

async function sellerWithReturn() {
  const seller = await registerSeller(t);
  const accountId = await accountIdOf(t, seller.token);
  const ret = await registerReturn(t, op, { owner: String(accountId), arrived_at: warehouseDate(t, -3) });
  return { token: seller.token, email: seller.email, accountId, ret };
}

describe('registering and listing returns', () => {
  it('an operator registers a return for a seller by e-mail; the seller sees it with 30 free days', async () => {
    const seller = await registerSeller(t);
    const ret = await registerReturn(t, op, { owner: seller.email.toUpperCase() });
    expect(ret.number).toMatch(/^RT\d{8}$/);
    const list = (await get(seller.token, returnsApi.list)).json();
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.returns[0]).toMatchObject({
      id: ret.id,
      status: 'awaiting_decision',
      carrier: 'USPS',
      tracking_number: 'LZ123456789US',
      total_items: 3,
      storage_paid_until: warehouseDate(t, 30),
      overdue: false,
      storage_due: { amount: '0.00' },
      decision: null,
    });
    const notes = (await get(seller.token, notificationsApi.list)).json().notifications;
    expect(notes[0]).toMatchObject({ kind: 'shipments.return_registered', payload: { number: ret.number } });
  });

  it('refuses an unknown owner and a date in the future', async () => {
    const res = await t.call(opsReturnsApi.register, {
      token: op,
      body: {
        owner: 'nobody@example.com',
        carrier: 'UPS',
        tracking_number: '1Z999',
        arrived_at: '2020-01-01',
        items: [{ name: 'Cup', quantity: 1 }],
      },
    });
    expect(res.json()).toMatchObject({ code: 'validation_error', errors: { owner: [expect.any(String)] } });
    await expect(registerReturn(t, op, { arrived_at: warehouseDate(t, 2) })).rejects.toThrow(/date_in_future|400/);
  });

  it("answers 404 for another seller's return, and lists only the seller's own", async () => {
    const { ret } = await sellerWithReturn();
    const other = await registerSeller(t);
    expect((await get(other.token, returnsApi.get, { params: { id: ret.id } })).statusCode).toBe(404);
    expect((await decide(t, other.token, ret.id, { decision: 'disposal' })).statusCode).toBe(404);
    expect((await get(other.token, returnsApi.list)).json().total).toBe(0);
  });

  it('filters by status', async () => {
    const { token, ret } = await sellerWithReturn();
    await registerReturn(t, op, { owner: String(await accountIdOf(t, token)) });
    await decide(t, token, ret.id, { decision: 'restock' });
    const decided = (await get(token, returnsApi.list, { query: { status: 'decided' } })).json();
    expect(decided.returns.map((r: { id: number }) => r.id)).toEqual([ret.id]);
    expect((await get(token, returnsApi.list, { query: { status: 'awaiting_decision' } })).json().total).toBe(1);
  });
});

describe('decisions', () => {
  it('restock and disposal are recorded once; a second decision is refused', async () => {
    const { token, ret } = await sellerWithReturn();
    const res = await decide(t, token, ret.id, { decision: 'disposal', comment: 'Broken glass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'decided', decision: 'disposal', decision_comment: 'Broken glass' });
    const again = await decide(t, token, ret.id, { decision: 'restock' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('return_already_decided');
  });

  it.each([
    ['en', 'The number of distributed items must be equal to the total number of items'],
    ['ru', 'Количество распределённых товаров должно быть равно общему количеству товаров'],
    ['ua', 'Кількість розподілених товарів повинна дорівнювати загальній кількості товарів'],
  ])('distribution must add up to the total (%s)', async (lang, message) => {
    const { token, ret } = await sellerWithReturn();
    const john = await addRecipient(t, token);
    const [apron, mug] = ret.items;
    const res = await decide(
      t,
      token,
      ret.id,
      {
        decision: 'distribute',
        distribution: [
          {
            recipient_id: john,
            items: [
              { item_id: apron!.id, quantity: 1 },
              { item_id: mug!.id, quantity: 1 },
            ],
          },
        ],
      },
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'distributed_items_mismatch',
      message,
      errors: { distribution: [message] },
      total: 3,
      distributed: 2,
    });
    expect((await get(token, returnsApi.get, { params: { id: ret.id } })).json().status).toBe('awaiting_decision');
  });

  it('distributes every item to recipients of the address book, with their snapshot', async () => {
    const { token, ret } = await sellerWithReturn();
    const john = await addRecipient(t, token, 'John');
    const anna = await addRecipient(t, token, 'Anna');
    const [apron, mug] = ret.items;
    const body = (items: [number, number][][]) => ({
      decision: 'distribute',
      distribution: items.map((lines, i) => ({
        recipient_id: [john, anna][i],
        items: lines.map(([item_id, quantity]) => ({ item_id, quantity })),
      })),
    });
    // Totals agree but the mug is given twice and an apron not at all.
    const skewed = await decide(
      t,
      token,
      ret.id,
      body([
        [
          [apron!.id, 1],
          [mug!.id, 1],
        ],
        [[mug!.id, 1]],
      ]),
    );
    expect(skewed.json()).toMatchObject({
      code: 'validation_error',
      errors: { distribution: [expect.stringMatching(/exactly/)] },
    });
    const stranger = await decide(t, token, ret.id, {
      ...body([
        [
          [apron!.id, 2],
          [mug!.id, 1],
        ],
      ]),
      distribution: [
        {
          recipient_id: 999_999,
          items: [
            { item_id: apron!.id, quantity: 2 },
            { item_id: mug!.id, quantity: 1 },
          ],
        },
      ],
    });
    expect(stranger.json()).toMatchObject({ errors: { distribution: ['Choose recipients from your address book'] } });

    const res = await decide(
      t,
      token,
      ret.id,
      body([
        [
          [apron!.id, 1],
          [mug!.id, 1],
        ],
        [[apron!.id, 1]],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      decision: 'distribute',
      distribution: [
        {
          recipient_id: john,
          recipient_name: 'John Smith',
          recipient_country: 'US',
          items: [
            { name: 'Linen apron', quantity: 1 },
            { name: 'Ceramic mug', quantity: 1 },
          ],
        },
        { recipient_id: anna, recipient_name: 'Anna Smith', items: [{ item_id: apron!.id, quantity: 1 }] },
      ],
    });
  });

  it("refuses another seller's recipient", async () => {
    const { token, ret } = await sellerWithReturn();
    const other = await registerSeller(t);
    const theirs = await addRecipient(t, other.token);
    const items = ret.items.map((i) => ({ item_id: i.id, quantity: i.quantity }));
    const res = await decide(t, token, ret.id, {
      decision: 'distribute',
      distribution: [{ recipient_id: theirs, items }],
    });
    expect(res.json().errors).toEqual({ distribution: ['Choose recipients from your address book'] });
  });
});

describe('operators', () => {
  it('list every return with its owner and mark a decided one processed', async () => {
    const { token, email, ret } = await sellerWithReturn();
    const early = await t.call(opsReturnsApi.markProcessed, { params: { id: ret.id }, token: op, body: {} });
    expect(early.json().code).toBe('return_not_decided');
    await decide(t, token, ret.id, { decision: 'disposal' });
    const done = await t.call(opsReturnsApi.markProcessed, { params: { id: ret.id }, token: op, body: {} });
    expect(done.json()).toMatchObject({ status: 'processed', account_email: email, sender_name: 'Mary Buyer' });
    const list = (await get(op, opsReturnsApi.list, { query: { status: 'processed' } })).json();
    expect(list.returns.map((r: { id: number }) => r.id)).toContain(ret.id);
    expect((await get(token, opsReturnsApi.list)).statusCode).toBe(403);
  });
});

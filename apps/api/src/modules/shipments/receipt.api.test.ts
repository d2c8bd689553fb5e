import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceOf, credit, fundedSeller, signInOperator } from '../../../test/money.ts';
import { insertShipment } from './lifecycle.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const heavy = { weight_kg: 1.8, length_cm: 30, width_cm: 20, height_cm: 10 };
const light = { weight_kg: 0.3, length_cm: 20, width_cm: 15, height_cm: 5 };

const receive = (id: number, box: typeof heavy, note = '') =>
  t.call(opsShipmentsApi.receive, { params: { id }, token: op, body: { ...box, note } });

const detail = async (id: number) => (await t.call(opsShipmentsApi.detail, { params: { id }, token: op })).json();

const pay = (id: number, token: string, key: string) =>
  t.call(shipmentLifecycleApi.pay, { params: { id }, token, headers: { 'idempotency-key': key } });

const cents = (amount: string) => toMinor(amount)!;

describe('receiving at a warehouse', () => {
  it('stores the measured box, re-quotes it higher and holds the new price when the balance covers it', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, status: 'customer_sent' });
    const res = await receive(row.id, heavy, 'scale 2');
    expect(res.statusCode, res.body).toBe(200);
    const shipment = res.json().shipment;
    expect(shipment).toMatchObject({
      status: 'in_ua_warehouse',
      measured: { weight_g: 1800, length_cm: 30, width_cm: 20, height_cm: 10 },
      payment_state: 'held',
      amount_due: null,
    });
    const price = cents(shipment.price.amount);
    expect(price).toBeGreaterThan(row.price);
    expect(await balanceOf(t, seller.token)).toMatchObject({
      will_be_removed: fromMinor(price),
      available: fromMinor(10_000 - price),
    });
    const d = await detail(row.id);
    expect(d.events.at(-1)).toMatchObject({
      status: 'in_ua_warehouse',
      note: `requoted_box: ${fromMinor(row.price)} → ${fromMinor(price)}; scale 2`,
    });
    expect(d.price_breakdown.total.amount).toBe(fromMinor(price));
    const notes = await t.call(notificationsApi.list, { token: seller.token });
    expect(notes.json().notifications.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['shipments.requoted', 'shipments.status_changed']),
    );
  });

  it('releases the difference when the measured box is cheaper', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    const shipment = (await receive(row.id, light)).json().shipment;
    const price = cents(shipment.price.amount);
    expect(price).toBeLessThan(row.price);
    expect(await balanceOf(t, seller.token)).toMatchObject({
      will_be_removed: fromMinor(price),
      available: fromMinor(10_000 - price),
    });
  });

  it('leaves the same price alone and lands US-side types in the US warehouse', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, type: 'usa_domestic' });
    const res = await receive(row.id, { weight_kg: 1, length_cm: 30, width_cm: 20, height_cm: 10 });
    expect(res.json().shipment).toMatchObject({
      status: 'in_transit_warehouse',
      price: { amount: fromMinor(row.price) },
    });
    expect((await detail(row.id)).events.at(-1).note).toBe('');
    expect((await receive(row.id, light)).statusCode).toBe(409);
  });

  it('makes the difference due when the balance cannot cover it; the shipment cannot leave until it is paid', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    // Spend the rest of the balance on something else, so only the first hold is covered.
    await credit(t, op, seller.accountId, '0.01');
    const left = (await balanceOf(t, seller.token)).available!;
    await t.call(moneyOpsApi.adjust, {
      params: { id: seller.accountId },
      token: op,
      body: { direction: 'debit', amount: left, reason: 'spent' },
    });

    const shipment = (await receive(row.id, heavy)).json().shipment;
    const price = cents(shipment.price.amount);
    expect(shipment).toMatchObject({
      payment_state: 'due',
      pending_action: 'pay_difference',
      amount_due: { amount: fromMinor(price - row.price) },
    });
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe(fromMinor(row.price));

    const leave = await t.call(opsShipmentsApi.transition, {
      params: { id: row.id },
      token: op,
      body: { to: 'transit_ua_buyer' },
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({
      code: 'payment_due',
      message: expect.stringContaining(fromMinor(price - row.price)),
    });

    expect((await pay(row.id, seller.token, 'pay-due-0001')).json()).toMatchObject({ code: 'insufficient_funds' });
    await credit(t, op, seller.accountId, '50');
    const [first, replay] = [
      await pay(row.id, seller.token, 'pay-due-0002'),
      await pay(row.id, seller.token, 'pay-due-0002'),
    ];
    expect(first.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.json().shipment).toMatchObject({ payment_state: 'held', pending_action: null, amount_due: null });
    expect(await balanceOf(t, seller.token)).toMatchObject({
      will_be_removed: fromMinor(price),
      available: fromMinor(5_000 - (price - row.price)),
    });
    expect((await pay(row.id, seller.token, 'pay-due-0003')).json().code).toBe('nothing_due');

    const leaves = await t.call(opsShipmentsApi.transition, {
      params: { id: row.id },
      token: op,
      body: { to: 'transit_ua_buyer' },
    });
    expect(leaves.json().shipment.payment_state).toBe('charged');
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe('0.00');
  });

  it('holds a parcel its delivery type does not take as measured, until the seller chooses another type', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    // 2.6 kg as a small pack: over the type's limit.
    const res = await receive(row.id, { ...heavy, weight_kg: 2.6 });
    expect(res.json().shipment).toMatchObject({
      status: 'in_ua_warehouse',
      price: { amount: fromMinor(row.price) },
      pending_action: 'fix_delivery',
      delivery_problem: 'over_max_weight',
    });
    expect((await detail(row.id)).events.at(-1).note).toBe('requote_failed: over_max_weight');
    const notes = await t.call(notificationsApi.list, { token: seller.token });
    expect(notes.json().notifications.map((n: { kind: string }) => n.kind)).toContain('shipments.delivery_unfit');

    // It cannot leave at a price nobody checked: the desk is offered no departure, and one asked for is refused.
    const desk = await t.call(opsShipmentsApi.detail, { params: { id: row.id }, token: op });
    expect(desk.json().next).toEqual(['customer_sent_back', 'frozen']);
    const leave = await t.call(opsShipmentsApi.transition, {
      params: { id: row.id },
      token: op,
      lang: 'en',
      body: { to: 'transit_ua_buyer' },
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ code: 'delivery_unfit', message: expect.stringContaining('cannot leave') });

    // The seller sees the types that take it, priced for the measured box, and chooses one.
    const options = await t.call(shipmentLifecycleApi.deliveryOptions, { params: { id: row.id }, token: seller.token });
    expect(options.statusCode, options.body).toBe(200);
    const { options: fitting, excluded } = options.json() as {
      options: Array<{ delivery_type: string; price: { amount: string }; difference: { amount: string } }>;
      excluded: Array<{ delivery_type: string }>;
    };
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.map((o) => o.delivery_type)).not.toContain('small_pack');
    expect(excluded.map((o) => o.delivery_type)).not.toContain('small_pack');
    const [cheapest] = fitting;
    const unfit = excluded[0];
    if (unfit) {
      const refused = await t.call(shipmentLifecycleApi.changeDeliveryType, {
        params: { id: row.id },
        token: seller.token,
        headers: { 'idempotency-key': 'fix-unfit-0001' },
        body: { delivery_type: unfit.delivery_type as 'air' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('delivery_type_unfit');
      // The reason is in words, not a code.
      expect(refused.json().errors.delivery_type[0]).not.toMatch(/^[a-z_]+$/);
    }
    const change = () =>
      t.call(shipmentLifecycleApi.changeDeliveryType, {
        params: { id: row.id },
        token: seller.token,
        headers: { 'idempotency-key': 'fix-delivery-0001' },
        body: { delivery_type: cheapest!.delivery_type as 'air' },
      });
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().shipment).toMatchObject({
      delivery_type: cheapest!.delivery_type,
      price: { amount: cheapest!.price.amount },
      pending_action: null,
      delivery_problem: null,
      payment_state: 'held',
    });
    // The new price is what the balance holds, once, however often the request is repeated.
    expect((await change()).json().shipment.price.amount).toBe(cheapest!.price.amount);
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe(cheapest!.price.amount);
    const again = await t.call(shipmentLifecycleApi.deliveryOptions, { params: { id: row.id }, token: seller.token });
    expect(again.json().code).toBe('nothing_to_fix');

    const leaves = await t.call(opsShipmentsApi.transition, {
      params: { id: row.id },
      token: op,
      body: { to: 'transit_ua_buyer' },
    });
    expect(leaves.statusCode, leaves.body).toBe(200);
    expect(leaves.json().shipment.payment_state).toBe('charged');
  });

  it('releases a held parcel sent back to its seller: the price returns, nothing is left to choose', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    await receive(row.id, { ...heavy, weight_kg: 2.6 });
    const back = await t.call(opsShipmentsApi.transition, {
      params: { id: row.id },
      token: op,
      body: { to: 'customer_sent_back' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().shipment).toMatchObject({
      status: 'customer_sent_back',
      payment_state: 'released',
      pending_action: null,
      delivery_problem: null,
    });
    expect((await balanceOf(t, seller.token)).available).toBe('100.00');
  });

  it('keeps another account’s held parcel to its owner', async () => {
    const owner = await fundedSeller(t, '100', op);
    const other = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: owner.accountId });
    await receive(row.id, { ...heavy, weight_kg: 2.6 });
    const peek = await t.call(shipmentLifecycleApi.deliveryOptions, { params: { id: row.id }, token: other.token });
    expect(peek.statusCode).toBe(404);
    const change = await t.call(shipmentLifecycleApi.changeDeliveryType, {
      params: { id: row.id },
      token: other.token,
      headers: { 'idempotency-key': 'fix-other-0001' },
      body: { delivery_type: 'air' },
    });
    expect(change.statusCode).toBe(404);
  });

  it('answers 404 for another account’s shipment', async () => {
    const owner = await fundedSeller(t, '100', op);
    const other = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: owner.accountId });
    expect((await pay(row.id, other.token, 'pay-other-01')).statusCode).toBe(404);
  });
});

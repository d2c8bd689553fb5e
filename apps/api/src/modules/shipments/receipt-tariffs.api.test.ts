import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { createTestApp, notificationsOf, type TestApp } from '../../../test/app.ts';
import { balanceOf, signInOperator } from '../../../test/money.ts';
import { changeTariff, daysAhead, raised } from '../tariffs/tariffs.test-kit.ts';
import { box, createShipment, directBody, shipper } from './shipments.test-kit.ts';

/*
 * Issue 23: a parcel is re-quoted by the tariff in force when its seller paid (at creation, when its price is held),
 * so a tariff change never re-prices a paid parcel; a re-quote says the box changed the price. Runs on both engines.
 */

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const pair = { delivery_type: 'small_pack', zone: 'us' } as const;
const heavier = { ...box, weight_kg: 1.8 };

const receive = (id: number, measured: typeof box) =>
  t.call(opsShipmentsApi.receive, { params: { id }, token: op, body: { ...measured, note: '' } });

const lastNote = async (id: number) =>
  (await t.call(opsShipmentsApi.detail, { params: { id }, token: op })).json().events.at(-1).note;

/** The calculator's small-pack price of a box to New York now. */
const quoted = async (b: typeof box) => {
  const res = await t.call(tariffsApi.calculate, {
    body: { from_country: 'UA', to_country: 'US', to_state: 'NY', delivery_type: 'small_pack', ...b },
  });
  return res.json().rates[0].price.amount as string;
};

/** Raises the small-pack table to the US by a fifth, from `effective_date` (today when absent). */
async function raiseSmallPack(effective_date?: string) {
  const { days_min, days_max, bands } = (await t.call(tariffsApi.table, { params: pair, token: op })).json();
  return changeTariff(t, op, pair, { days_min, days_max, bands: raised(bands, 20) }, effective_date);
}

describe('a tariff change and the parcels already paid', () => {
  it('keeps the price of a paid parcel received at its declared size, and re-prices a heavier one by the old tariff', async () => {
    const s = await shipper(t, '500.00', op);
    const paid = await createShipment(t, s.token, directBody(s));
    const heavy = await createShipment(t, s.token, directBody(s));
    const oldHeavyPrice = await quoted(heavier);
    const held = (await balanceOf(t, s.token)).will_be_removed;
    t.clock.advance(60_000);

    await raiseSmallPack();
    // New parcels and the calculator price by the new table at once.
    expect(Number(await quoted(box))).toBeGreaterThan(Number(paid.price.amount));
    const after = await createShipment(t, s.token, directBody(s));
    expect(after.price.amount).toBe(await quoted(box));

    // Received at exactly its declared size: the price it was paid at stays, and nobody is told otherwise.
    const same = await receive(paid.id, box);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().shipment).toMatchObject({ price: paid.price, payment_state: 'held' });
    expect(await lastNote(paid.id)).toBe('');

    // Heavier than declared: the box changes the price, by the tariff in force when the seller paid.
    const more = (await receive(heavy.id, heavier)).json().shipment;
    expect(more.price.amount).toBe(oldHeavyPrice);
    expect(await lastNote(heavy.id)).toBe(`requoted_box: ${heavy.price.amount} → ${oldHeavyPrice}`);
    const notices = (await notificationsOf(t, s.token)).filter((n) => n.kind === 'shipments.requoted');
    expect(notices.map((n) => n.payload)).toEqual([
      expect.objectContaining({
        number: heavy.number,
        old_price: heavy.price.amount,
        new_price: oldHeavyPrice,
        cause: 'box',
      }),
    ]);

    // The one paid after the change keeps the new price at its declared size too.
    expect((await receive(after.id, box)).json().shipment.price).toEqual(after.price);
    const moved = Number(oldHeavyPrice) - Number(heavy.price.amount) + Number(after.price.amount);
    expect(Number((await balanceOf(t, s.token)).will_be_removed)).toBeCloseTo(Number(held) + moved, 2);
  });

  it('a change scheduled for a later day prices only what is paid from that day', async () => {
    const s = await shipper(t, '500.00', op);
    const { userId } = (await t.app.services.sessions.resolve(s.token))!;
    const before = await quoted(box);
    t.clock.advance(60_000);
    const scheduled = await raiseSmallPack(daysAhead(t, 1));
    expect(scheduled.state).toBe('scheduled');
    expect((await t.call(tariffsApi.table, { params: pair, token: op })).json().next_change).toBe(
      scheduled.effective_from,
    );
    expect(await quoted(box)).toBe(before);
    const paid = await createShipment(t, s.token, directBody(s));
    expect(paid.price.amount).toBe(before);

    t.clock.advance(2 * 86_400_000);
    op = await signInOperator(t);
    const token = await t.app.services.sessions.create(userId);
    expect(Number(await quoted(box))).toBeGreaterThan(Number(before));
    expect((await receive(paid.id, box)).json().shipment.price.amount).toBe(before);
    const later = await createShipment(t, token, directBody(s));
    expect(later.price.amount).toBe(await quoted(box));
  });
});

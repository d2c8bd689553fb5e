import { eq } from 'drizzle-orm';
import type { ShipmentParty, ShipmentStatus, ShipmentType } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { TestApp } from '../../../test/app.ts';
import { money } from '../money/money-format.ts';
import { shipmentSearchText, type ShipmentRow } from './shipment-mapper.ts';
import { ShipmentRepository } from './shipments.repository.ts';
import { shipments } from './shipments.schema.ts';
import { warehouseStatuses } from './type-paths.ts';

export const uaSender: ShipmentParty = {
  variation_type: 'individual',
  company_name: '',
  first_name: 'Olena',
  last_name: 'Kovalenko',
  country: 'UA',
  state: '',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
  address_line2: '',
  phone: '+380501234567',
  email: 'olena@example.com',
};

export const usRecipient: ShipmentParty = {
  ...uaSender,
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '5th Avenue 1',
  phone: '+12125550100',
  email: 'john@example.com',
};

export interface ShipmentFixture {
  accountId: number;
  type?: ShipmentType;
  delivery_type?: DeliveryType | null;
  status?: ShipmentStatus;
  /** Declared box: grams and millimetres. */
  box?: { weight_g: number; length_mm: number; width_mm: number; height_mm: number };
  /** Extra flat lines on top of the delivery price (as insurance or handling would be). */
  extra?: number;
  pending_action?: ShipmentRow['pending_action'];
}

/**
 * A shipment as creation leaves it — priced by the carriers provider for its declared box, its price held on the
 * balance in the same transaction as the insert, a first `customer_created` event — written straight into the
 * tables, so the lifecycle can be tested apart from the creation form.
 */
export async function insertShipment(t: TestApp, f: ShipmentFixture): Promise<ShipmentRow> {
  const services = t.app.services;
  const type = f.type ?? 'direct';
  const deliveryType = f.delivery_type === undefined ? 'small_pack' : f.delivery_type;
  const box = f.box ?? { weight_g: 1000, length_mm: 300, width_mm: 200, height_mm: 100 };
  const from = type === 'usa_domestic' || type === 'return_label' ? 'US' : 'UA';
  let delivery = 0;
  let days = null;
  if (deliveryType) {
    const quote = await services.carriers.quote({
      from_country: from,
      to_country: 'US',
      to_state: 'NY',
      parcel: box,
      delivery_type: deliveryType,
    });
    const rate = quote.rates[0]!;
    delivery = rate.price;
    days = { min: rate.days_min, max: rate.days_max };
  }
  const extra = f.extra ?? 0;
  const price = delivery + extra;
  const repo = new ShipmentRepository(t.database.db);
  const ledger = services.money.ledger;
  return ledger.transaction(async (tx) => {
    const row = await repo.insert(
      tx,
      {
        account_id: f.accountId,
        type,
        delivery_type: deliveryType,
        status: f.status ?? 'customer_created',
        handover: 'office',
        sender: from === 'US' ? { ...usRecipient, first_name: 'Sam' } : uaSender,
        recipient: usRecipient,
        length_mm: box.length_mm,
        width_mm: box.width_mm,
        height_mm: box.height_mm,
        weight_g: box.weight_g,
        customs_value: 2500,
        price,
        price_breakdown: {
          delivery_type: deliveryType,
          chargeable_weight_g: box.weight_g,
          lines: [
            ...(deliveryType ? [{ code: 'delivery' as const, price: money(delivery) }] : []),
            ...(extra ? [{ code: 'handling' as const, price: money(extra) }] : []),
          ],
          total: money(price),
          delivery_days: days,
        },
        pending_action: f.pending_action ?? null,
      },
      [{ name_ua: 'Сорочка', name_en: 'Shirt', quantity: 1, unit_value: 2500, hs_code: '6205200000', sku: '' }],
    );
    const holdId =
      price > 0
        ? await ledger.hold(tx, {
            accountId: f.accountId,
            amount: price,
            purpose: 'charge',
            kind: 'shipment_charge',
            meta: { shipment_id: row.id },
          })
        : null;
    await repo.addEvent(tx, { shipment_id: row.id, status: row.status, actor: 'seller', at: t.clock.now() });
    const [withHold] = await tx
      .update(shipments)
      .set({ hold_id: holdId, search_text: shipmentSearchText(row) })
      .where(eq(shipments.id, row.id))
      .returning();
    return withHold!;
  });
}

/**
 * Moves a shipment along these statuses as the desk does: a warehouse status by a receipt with the parcel's declared
 * box as measured (the only way into a warehouse), a freeze with its reason, any other by a transition. Fails the test
 * on a refusal.
 */
export async function walkShipment(t: TestApp, operatorToken: string, id: number, ...statuses: ShipmentStatus[]) {
  for (const to of statuses) {
    let res;
    if ((warehouseStatuses as readonly ShipmentStatus[]).includes(to)) {
      const { shipment } = (await t.call(opsShipmentsApi.detail, { params: { id }, token: operatorToken })).json<{
        shipment: { fact_weight_g: number; dimensions: { length_cm: number; width_cm: number; height_cm: number } };
      }>();
      res = await t.call(opsShipmentsApi.receive, {
        params: { id },
        token: operatorToken,
        body: { weight_kg: shipment.fact_weight_g / 1000, ...shipment.dimensions },
      });
    } else if (to === 'frozen') {
      res = await t.call(opsShipmentsApi.freeze, {
        params: { id },
        token: operatorToken,
        body: { note: 'test freeze' },
      });
    } else {
      res = await t.call(opsShipmentsApi.transition, { params: { id }, token: operatorToken, body: { to } });
    }
    if (res.statusCode !== 200) throw new Error(`${to}: ${res.statusCode} ${res.body}`);
  }
}

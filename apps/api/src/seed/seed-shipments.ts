import type { AddressBody } from '@cabinet/contracts/addresses';
import { shipmentCreateBodySchema, type ShipmentCreateBody, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { AddressRepository } from '../modules/addresses/addresses.repository.ts';
import { AddressService } from '../modules/addresses/addresses.service.ts';
import { providerAccount, sellerAccount } from '../modules/money/ledger/ledger.ts';
import type { Actor } from '../modules/shipments/lifecycle.service.ts';
import { nextOnPath, warehouseStatuses } from '../modules/shipments/type-paths.ts';
import type { Services } from '../services.ts';

/** What the demo seller starts with, so its shipments are really held and charged. */
const DEMO_FUNDS_MINOR = 50_000;

const sender: AddressBody = {
  book_type: 'sender',
  variation_type: 'individual',
  first_name: 'Olena',
  last_name: 'Kovalenko',
  country: 'UA',
  state: 'UA-30',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 22',
  phone: '+380501234567',
  is_default: true,
};
const recipient: AddressBody = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'Emily',
  last_name: 'Johnson',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
  phone: '+12125550100',
};

const line = {
  name_ua: 'Вишита сорочка',
  name_en: 'Embroidered shirt',
  quantity: 1,
  unit_value: '45.00',
  hs_code: '6206300000',
};
const box = { weight_kg: 0.8, length_cm: 30, width_cm: 20, height_cm: 5 };

/** The demo parcels and how far along their journey each one already is. */
const demo: Array<{ body: Omit<ShipmentCreateBody, 'sender_id' | 'recipient_id'>; reach: ShipmentStatus }> = [
  { body: { type: 'direct', delivery_type: 'small_pack', box, lines: [line] }, reach: 'customer_created' },
  { body: { type: 'direct', delivery_type: 'air', box, lines: [line] }, reach: 'customer_sent' },
  {
    body: { type: 'direct', delivery_type: 'small_pack', box, lines: [line], to_hands: true },
    reach: 'in_ua_warehouse',
  },
  { body: { type: 'direct', delivery_type: 'ground_combined', box, lines: [line] }, reach: 'transit_ua_buyer' },
  { body: { type: 'direct', delivery_type: 'small_pack', box, lines: [line], insurance: true }, reach: 'delivered' },
  { body: { type: 'consolidation', delivery_type: 'small_pack', box, lines: [line] }, reach: 'in_transit_warehouse' },
];

const SEED: Actor = { kind: 'system' };

/**
 * Gives the freshly created demo seller a balance, an address book and a handful of shipments in different
 * statuses, created and moved through the same services as real ones (holds, captures, timeline, notifications).
 * Called only right after the demo seller is created, i.e. on an empty database.
 */
export async function seedDemoShipments(services: Services, accountId: number): Promise<number> {
  const { ledger } = services.money;
  await ledger.transaction((tx) =>
    ledger.post(tx, {
      accountId,
      kind: 'operator_credit',
      description: 'Demo balance',
      lines: [
        { account: sellerAccount(accountId, 'available'), amount: DEMO_FUNDS_MINOR },
        { account: providerAccount('adjustments'), amount: -DEMO_FUNDS_MINOR },
      ],
    }),
  );
  const addresses = new AddressService(new AddressRepository(ledger.db));
  const sender_id = (await addresses.create(accountId, sender)).id;
  const recipient_id = (await addresses.create(accountId, recipient)).id;
  const { lifecycle, receipt, shipments } = services.shipmentLifecycle;
  for (const { body, reach } of demo) {
    const input = shipmentCreateBodySchema.parse({ ...body, sender_id, recipient_id });
    const { shipment } = await services.shipments.service.create(accountId, input);
    for (let row = await shipments.findById(shipment.id); row && row.status !== reach;) {
      const next = nextOnPath(row.type, row.status)!;
      row = (warehouseStatuses as readonly string[]).includes(next)
        ? await receipt.receive(row.id, box, SEED)
        : await lifecycle.move(row.id, next, SEED);
    }
  }
  return demo.length;
}

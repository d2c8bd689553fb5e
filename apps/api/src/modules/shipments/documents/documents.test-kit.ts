import type { ShipmentParty } from '@cabinet/contracts/shipments';
import type { TestApp } from '../../../../test/app.ts';
import { money } from '../../money/money-format.ts';
import type { ShipmentRow } from '../shipment-mapper.ts';
import { ShipmentRepository, type NewShipment, type NewShipmentLine } from '../shipments.repository.ts';
import { uaSender } from '../lifecycle.test-kit.ts';

/** The sender every shipment test uses. */
export const sender: ShipmentParty = uaSender;

/** A Ukrainian recipient written in Cyrillic: the documents must render it. */
export const cyrillicRecipient: ShipmentParty = {
  ...sender,
  first_name: 'Тарас',
  last_name: 'Шевченко',
  city: 'Львів',
  zip: '79000',
  address_line1: 'вул. Січових Стрільців, 12',
  phone: '+380671112233',
  email: '',
  country: 'PL',
};

export const line = (over: Partial<NewShipmentLine> = {}): NewShipmentLine => ({
  name_ua: 'Вишиванка',
  name_en: 'Embroidered shirt',
  quantity: 1,
  unit_value: 2550,
  hs_code: '6206100000',
  sku: 'VSH-001',
  ...over,
});

/**
 * A shipment written straight into the tables (no price hold: documents do not look at money), with a track by
 * default so that every barcode can be checked.
 */
export async function insertDocShipment(
  t: TestApp,
  accountId: number,
  over: Partial<NewShipment> = {},
  lines: NewShipmentLine[] = [line()],
): Promise<ShipmentRow> {
  const repo = new ShipmentRepository(t.database.db);
  return t.database.db.transaction((tx) =>
    repo.insert(
      tx,
      {
        account_id: accountId,
        type: 'direct',
        delivery_type: 'small_pack',
        handover: 'office',
        track_number: 'LA000000126UA',
        internal_track: '20450012345678',
        sender,
        recipient: cyrillicRecipient,
        length_mm: 300,
        width_mm: 200,
        height_mm: 100,
        weight_g: 1250,
        customs_value: 2550,
        price: 1000,
        price_breakdown: {
          delivery_type: 'small_pack',
          chargeable_weight_g: 1250,
          lines: [{ code: 'delivery', price: money(1000) }],
          total: money(1000),
          delivery_days: null,
        },
        ...over,
      },
      lines,
    ),
  );
}

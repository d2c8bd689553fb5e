import type { ShipmentFormValues } from './shipment-form-values.ts';

const LINE_FIELDS = ['name_ua', 'name_en', 'quantity', 'unit_value', 'hs_code', 'sku'];
const BOX_FIELDS = ['weight_kg', 'length_cm', 'width_cm', 'height_cm'];

const linePaths = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => LINE_FIELDS.map((f) => `${prefix}.${i}.${f}`)).flat();
const boxPaths = (prefix: string) => BOX_FIELDS.map((f) => `${prefix}.${f}`);

/** Every field path the form shows now: a server message for one of them goes next to that field. */
export function formPaths(values: ShipmentFormValues): string[] {
  return [
    'type',
    'delivery_type',
    'sender_id',
    'recipient_id',
    'handover',
    'order_number',
    'order_total',
    'insurance',
    'to_hands',
    'tags',
    'proof_files',
    'lines',
    'parcels',
    ...boxPaths('box'),
    ...linePaths('lines', values.lines.length),
    ...values.parcels.flatMap((parcel, i) => [
      `parcels.${i}.recipient_id`,
      `parcels.${i}.order_number`,
      `parcels.${i}.lines`,
      ...boxPaths(`parcels.${i}.box`),
      ...linePaths(`parcels.${i}.lines`, parcel.lines.length),
    ]),
  ];
}

import {
  creatableShipmentTypes,
  impliedDeliveryType,
  isBulkType,
  MIN_BULK_PARCELS,
  type CreatableShipmentType,
  type HandoverMethod,
  type ShipmentCreateBody,
} from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import type { User } from '@cabinet/contracts/user';

/** Number inputs hold '' while empty. */
type NumberField = number | string;

export interface LineValues {
  key: string;
  name_ua: string;
  name_en: string;
  quantity: NumberField;
  unit_value: string;
  hs_code: string;
  /** Optional; the US warehouse's product stickers print it as a barcode. */
  sku: string;
}

export interface BoxValues {
  weight_kg: NumberField;
  length_cm: NumberField;
  width_cm: NumberField;
  height_cm: NumberField;
}

export interface ParcelValues {
  key: string;
  recipient_id: string | null;
  order_number: string;
  lines: LineValues[];
  box: BoxValues;
}

/** A proof-of-value file the upload returned: its stored name (sent) and the name the seller knows it by. */
export type ProofFile = AttachedFile;

/** The create form's state; its paths are the create body's, so server field errors land on the fields. */
export interface ShipmentFormValues {
  type: CreatableShipmentType;
  delivery_type: DeliveryType | '';
  sender_id: string | null;
  recipient_id: string | null;
  handover: HandoverMethod;
  box: BoxValues;
  lines: LineValues[];
  parcels: ParcelValues[];
  insurance: boolean;
  to_hands: boolean;
  tags: string[];
  order_number: string;
  order_total: string;
  proof_files: ProofFile[];
}

let sequence = 0;
const nextKey = () => `k${++sequence}`;

export const emptyLine = (): LineValues => ({
  key: nextKey(),
  name_ua: '',
  name_en: '',
  quantity: 1,
  unit_value: '',
  hs_code: '',
  sku: '',
});

const emptyBox = (): BoxValues => ({ weight_kg: '', length_cm: '', width_cm: '', height_cm: '' });

export const emptyParcel = (): ParcelValues => ({
  key: nextKey(),
  recipient_id: null,
  order_number: '',
  lines: [emptyLine()],
  box: emptyBox(),
});

export const initialValues = (senderId: string | null): ShipmentFormValues => ({
  type: 'direct',
  delivery_type: '',
  sender_id: senderId,
  recipient_id: null,
  handover: 'office',
  box: emptyBox(),
  lines: [emptyLine()],
  parcels: Array.from({ length: MIN_BULK_PARCELS }, emptyParcel),
  insurance: false,
  to_hands: false,
  tags: [],
  order_number: '',
  order_total: '',
  proof_files: [],
});

/** §6: Global forward only with ECOM_GF = 1, sender consolidation only with CUSTOMER_DHL_ENABLE ≠ 0. */
export function typesFor(vars: User['vars']): CreatableShipmentType[] {
  return creatableShipmentTypes.filter((type) => {
    if (type === 'consolidation_usa') return vars.ECOM_GF === 1;
    if (type === 'consolidated_from_sender') return vars.CUSTOMER_DHL_ENABLE !== 0;
    return true;
  });
}

/** Bulk masters and sender consolidation are priced by rule; a postcard is always a postcard; the rest choose. */
export const choosesDeliveryType = (type: CreatableShipmentType) =>
  !isBulkType(type) && type !== 'consolidated_from_sender' && !impliedDeliveryType[type];

/** Express (§5) is the `express` delivery type: a box of at least 15 × 21 cm and a proof of value. */
export const isExpress = (values: Pick<ShipmentFormValues, 'type' | 'delivery_type'>) =>
  choosesDeliveryType(values.type) && values.delivery_type === 'express';

const number = (value: NumberField): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const id = (value: string | null) => (value ? Number(value) : undefined);
const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

const lineBody = (line: LineValues) => ({
  name_ua: line.name_ua,
  name_en: line.name_en,
  quantity: number(line.quantity),
  unit_value: line.unit_value,
  hs_code: line.hs_code,
  sku: line.sku,
});

const boxBody = (box: BoxValues) => ({
  weight_kg: number(box.weight_kg),
  length_cm: number(box.length_cm),
  width_cm: number(box.width_cm),
  height_cm: number(box.height_cm),
});

/**
 * The create (and quote) body of the form's values. Empty numbers stay undefined so that the contract's check
 * names them required; a bulk shipment sends its parcels, any other type its recipient and lines.
 */
export function toCreateBody(values: ShipmentFormValues): ShipmentCreateBody {
  const bulk = isBulkType(values.type);
  const deliveryType = choosesDeliveryType(values.type)
    ? values.delivery_type || undefined
    : impliedDeliveryType[values.type];
  return {
    type: values.type,
    delivery_type: deliveryType,
    sender_id: id(values.sender_id),
    recipient_id: bulk ? undefined : id(values.recipient_id),
    order_number: values.order_number.trim(),
    order_total: text(values.order_total),
    handover: values.handover,
    box: boxBody(values.box),
    lines: bulk ? [] : values.lines.map(lineBody),
    parcels: bulk
      ? values.parcels.map((p) => ({
          recipient_id: id(p.recipient_id),
          order_number: p.order_number.trim(),
          lines: p.lines.map(lineBody),
          box: boxBody(p.box),
        }))
      : [],
    insurance: values.insurance,
    to_hands: values.to_hands,
    tags: values.tags,
    proof_files: values.proof_files.map((file) => file.filename),
  } as ShipmentCreateBody;
}

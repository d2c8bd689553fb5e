import { toInputDate } from '../../../shared/lib/format.ts';

/** Fields the server may name: their messages go next to them. */
export const REGISTER_FIELDS = [
  'owner',
  'shipment_number',
  'carrier',
  'tracking_number',
  'sender_name',
  'note',
  'arrived_at',
];

export interface RegisterReturnValues {
  owner: string;
  shipment_number: string;
  carrier: string;
  tracking_number: string;
  sender_name: string;
  note: string;
  arrived_at: string | null;
  items: { name: string; quantity: number }[];
}

export const emptyItem = () => ({ name: '', quantity: 1 });

/** A parcel that arrived today, with one item to name. */
export const newReturn = (): RegisterReturnValues => ({
  owner: '',
  shipment_number: '',
  carrier: '',
  tracking_number: '',
  sender_name: '',
  note: '',
  arrived_at: toInputDate(new Date()),
  items: [emptyItem()],
});

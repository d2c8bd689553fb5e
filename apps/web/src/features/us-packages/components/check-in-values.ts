import type { AttachedFile } from '@cabinet/contracts/uploads';

/** Fields the server may name: their messages go next to them. */
export const CHECK_IN_FIELDS = [
  'suite',
  'carrier',
  'tracking_number',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'contents',
  'photos',
];

/** A measure is empty ('') until the operator weighs or measures: nothing is assumed. */
export interface CheckInValues {
  suite: string;
  carrier: string;
  tracking_number: string;
  weight_kg: number | '';
  length_cm: number | '';
  width_cm: number | '';
  height_cm: number | '';
  contents: string;
  photos: AttachedFile[];
}

export const newCheckIn = (): CheckInValues => ({
  suite: '',
  carrier: '',
  tracking_number: '',
  weight_kg: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  contents: '',
  photos: [],
});

export const MEASURES = ['weight_kg', 'length_cm', 'width_cm', 'height_cm'] as const;

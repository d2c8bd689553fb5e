import {
  MAX_NATIONAL_POST_LINES,
  type nationalPostCategories,
  type NationalPostCreateBody,
  type NationalPostPackageType,
} from '@cabinet/contracts/national-post';

/** The create form's values, and how they become the body the API reads. */
export interface LineValues {
  name_ua: string;
  name_en: string;
  quantity: number | string;
  weight_g: number | string;
  unit_value: number | string;
  origin: string;
  hs_code: string;
}
export interface Values {
  sender_id: string | null;
  recipient_id: string | null;
  package_type: NationalPostPackageType;
  category: (typeof nationalPostCategories)[number];
  currency: 'USD' | 'EUR';
  weight_g: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  lines: LineValues[];
}

const LINE_FIELDS = ['name_ua', 'name_en', 'quantity', 'weight_g', 'unit_value', 'origin', 'hs_code'] as const;
export const FIELDS = [
  'sender_id',
  'recipient_id',
  'package_type',
  'category',
  'currency',
  'weight_g',
  'length_cm',
  'width_cm',
  'height_cm',
  'lines',
  ...Array.from({ length: MAX_NATIONAL_POST_LINES }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat(),
];
export const emptyLine = (): LineValues => ({
  name_ua: '',
  name_en: '',
  quantity: 1,
  weight_g: '',
  unit_value: '',
  origin: 'UA',
  hs_code: '',
});
const int = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** The form values as the API reads them: ids and grams as integers, values as decimal strings (never floats). */
export const toBody = (v: Values): NationalPostCreateBody => ({
  sender_id: Number(v.sender_id),
  recipient_id: Number(v.recipient_id),
  package_type: v.package_type,
  category: v.category,
  currency: v.currency,
  weight_g: int(v.weight_g),
  length_cm: int(v.length_cm),
  width_cm: int(v.width_cm),
  height_cm: int(v.height_cm),
  lines: v.lines.map((l) => ({
    name_ua: l.name_ua,
    name_en: l.name_en,
    quantity: int(l.quantity),
    weight_g: int(l.weight_g),
    unit_value: String(l.unit_value),
    origin: l.origin.trim().toUpperCase(),
    hs_code: l.hs_code,
  })),
});

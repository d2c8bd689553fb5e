import type { CalculatorBody } from '@cabinet/contracts/tariffs';

export const CALCULATOR_FIELDS = [
  'from_country',
  'to_country',
  'to_state',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'delivery_type',
] as const;

/** The form's state: selects hold '' until chosen, empty measures are ''. */
export interface CalculatorValues {
  from_country: string;
  to_country: string;
  to_state: string;
  weight_kg: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  delivery_type: string;
}

export const emptyParcel: CalculatorValues = {
  from_country: 'UA',
  to_country: '',
  to_state: '',
  weight_kg: '',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  delivery_type: '',
};

/** The request: a state only for the US, a delivery type only when one was chosen. */
export const toCalculatorBody = (v: CalculatorValues): CalculatorBody => ({
  from_country: v.from_country,
  to_country: v.to_country,
  ...(v.to_country === 'US' ? { to_state: v.to_state } : {}),
  weight_kg: Number(v.weight_kg),
  length_cm: Number(v.length_cm),
  width_cm: Number(v.width_cm),
  height_cm: Number(v.height_cm),
  ...(v.delivery_type ? { delivery_type: v.delivery_type as CalculatorBody['delivery_type'] } : {}),
});

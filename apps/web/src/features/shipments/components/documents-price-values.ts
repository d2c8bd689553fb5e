import type { TFunction } from 'i18next';
import { parcelBoxSchema, type DocsPriceBody, type Shipment } from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import type { BoxValues } from './shipment-form-values.ts';

export interface DocumentsPriceValues {
  shipper: DeliveryType | null;
  box: BoxValues;
}

/** The shipment's delivery type and its box as the warehouse measured it, else as the seller declared it. */
export function documentsPriceDefaults(shipment: Shipment): DocumentsPriceValues {
  const measured = shipment.measured;
  const sides = measured ?? shipment.dimensions;
  return {
    shipper: shipment.delivery_type,
    box: {
      weight_kg: (measured?.weight_g ?? shipment.fact_weight_g) / 1000,
      length_cm: sides.length_cm,
      width_cm: sides.width_cm,
      height_cm: sides.height_cm,
    },
  };
}

const number = (value: number | string) => (value === '' ? undefined : Number(value));
const boxNumbers = (box: BoxValues) => ({
  weight_kg: number(box.weight_kg),
  length_cm: number(box.length_cm),
  width_cm: number(box.width_cm),
  height_cm: number(box.height_cm),
});

/** The box by the calculator's rules (the contract's, as the server checks them), keyed by the form's paths. */
export function validateDocumentsPrice(values: DocumentsPriceValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.shipper) errors.shipper = t('validation.required');
  for (const [field, message] of Object.entries(validateWithSchema(parcelBoxSchema, boxNumbers(values.box), t)))
    errors[`box.${field}`] = message;
  return errors;
}

/** Valid values (see validateDocumentsPrice) as the request body. */
export function docsPriceBodyOf(shipmentId: number, values: DocumentsPriceValues): DocsPriceBody {
  const box = boxNumbers(values.box);
  return {
    shipper: values.shipper!,
    shipment_id: shipmentId,
    dimensions: { length_cm: box.length_cm!, width_cm: box.width_cm!, height_cm: box.height_cm! },
    total_weight: box.weight_kg!,
  };
}

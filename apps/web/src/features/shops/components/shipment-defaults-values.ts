import type { TFunction } from 'i18next';
import { shipmentDefaultsSchema, type ShipmentDefaults } from '@cabinet/contracts/shops';
import { deliveryTypes, type DeliveryType } from '@cabinet/contracts/tariffs';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';

export type DefaultsType = ShipmentDefaults['type'];
export const defaultsTypes = shipmentDefaultsSchema.shape.type.options;

/** A number input's value: '' while empty. */
type NumberField = number | string;

/** The form's state; its paths are the body's, so that the server's field errors land on the fields. */
export interface DefaultsValues {
  sender_id: string | null;
  type: DefaultsType;
  delivery_type: DeliveryType | null;
  box: { weight_kg: NumberField; length_cm: NumberField; width_cm: NumberField; height_cm: NumberField };
}

/**
 * The delivery types bulk shipping takes: any but express (it needs proof documents, given per shipment) and the
 * postcard (a shipment type of its own; the shipment form leaves it out the same way).
 */
export const deliveryTypesFor = (): readonly DeliveryType[] =>
  deliveryTypes.filter((d) => d !== 'express' && d !== 'postcard');

export function valuesOf(defaults: ShipmentDefaults | null): DefaultsValues {
  if (!defaults) {
    return {
      sender_id: null,
      type: 'direct',
      delivery_type: null,
      box: { weight_kg: '', length_cm: '', width_cm: '', height_cm: '' },
    };
  }
  return { ...defaults, sender_id: String(defaults.sender_id), box: { ...defaults.box } };
}

const number = (value: NumberField) => (value === '' ? undefined : Number(value));

/** The values as the API takes them (checked first: see validateDefaults). */
export const bodyOf = (values: DefaultsValues) => ({
  sender_id: values.sender_id ? Number(values.sender_id) : undefined,
  type: values.type,
  delivery_type: values.delivery_type ?? undefined,
  box: {
    weight_kg: number(values.box.weight_kg),
    length_cm: number(values.box.length_cm),
    width_cm: number(values.box.width_cm),
    height_cm: number(values.box.height_cm),
  },
});

/**
 * The contract's own rules, as the server checks them — the box by `parcelBoxSchema` (inside the defaults' schema),
 * so with the shipment form's limits — and a delivery type that fits the type.
 */
export function validateDefaults(values: DefaultsValues, t: TFunction): Record<string, string> {
  const errors = validateWithSchema(shipmentDefaultsSchema, bodyOf(values), t);
  if (values.delivery_type && !deliveryTypesFor().includes(values.delivery_type))
    errors.delivery_type ??= t('validation.invalid_value');
  return errors;
}

/** The server names the fields inside the body (`shipment_defaults.sender_id`) or alone (`sender_id`). */
export const FIELDS = [
  'sender_id',
  'type',
  'delivery_type',
  'box.weight_kg',
  'box.length_cm',
  'box.width_cm',
  'box.height_cm',
].flatMap((field) => [field, `shipment_defaults.${field}`]);

export const formPaths = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^shipment_defaults\./, ''), message]),
  );

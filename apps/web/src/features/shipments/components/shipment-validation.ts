import type { TFunction } from 'i18next';
import { isBulkType, MIN_BULK_PARCELS, shipmentCreateBodySchema } from '@cabinet/contracts/shipments';
import { issueMessage, type SchemaIssue } from '../../../shared/forms/schema-validation.ts';
import { choosesDeliveryType, isExpress, toCreateBody, type ShipmentFormValues } from './shipment-form-values.ts';

// `t` is the form's (the shipments namespace); keys are written with it so the catalogue check finds them.

/** Contract message codes this form words itself (the §5 texts); the rest are the shared ones. */
const OWN_CODES = [
  'latin_only',
  'invalid_hs_code',
  'add_items',
  'invalid_weight',
  'invalid_dimension',
  'invalid_amount',
  'amount_not_positive',
  'too_many_files',
];

/** §5/§9: the express box's two longest sides must be at least 21 and 15 cm. */
const EXPRESS_MIN_SIDES_CM = [21, 15] as const;

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], root);
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** The other language's name of the same line. */
const otherName = (body: unknown, path: PropertyKey[]) =>
  valueAt(body, [...path.slice(0, -1), path.at(-1) === 'name_ua' ? 'name_en' : 'name_ua']);

function message(issue: SchemaIssue, body: unknown, t: TFunction): string {
  const value = valueAt(body, issue.path);
  // §5's customs-names message when one language is given; a line with neither simply misses required fields.
  if (issue.message === 'customs_name_both_languages')
    return t(
      isBlank(otherName(body, issue.path)) ? 'validation.required' : 'shipments:validation.customs_name_both_languages',
    );
  if (isBlank(value)) return t('validation.required');
  if (OWN_CODES.includes(issue.message)) return t(`shipments:validation.${issue.message}`);
  if (issue.origin === 'number' && issue.code === 'too_big')
    return t('shipments:validation.at_most', { maximum: Number(issue.maximum) });
  if (issue.origin === 'number' && issue.code === 'too_small')
    return t('shipments:validation.at_least', { minimum: Number(issue.minimum) });
  return issueMessage(issue, value, t);
}

function expressBoxTooSmall(values: ShipmentFormValues): boolean {
  const sides = [values.box.length_cm, values.box.width_cm, values.box.height_cm].map(Number);
  if (sides.some((side) => !Number.isFinite(side) || side <= 0)) return false;
  const [longest, second] = sides.sort((a, b) => b - a);
  return longest! < EXPRESS_MIN_SIDES_CM[0] || second! < EXPRESS_MIN_SIDES_CM[1];
}

/**
 * The form's check, mirroring the server: the contract's schema (the same the API parses the body with), then the
 * rules the service adds — a recipient and items for a single parcel, the delivery type, express's box and proof
 * of value (§5). Errors are keyed by the body's paths, which are the form's.
 */
export function validateShipment(values: ShipmentFormValues, t: TFunction): Record<string, string> {
  const body = toCreateBody(values);
  const errors: Record<string, string> = {};
  const result = shipmentCreateBodySchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= message(issue as SchemaIssue, body, t);
    }
  }
  const required = t('validation.required');
  const bulk = isBulkType(values.type);
  if (!values.sender_id) errors.sender_id ??= required;
  if (!bulk && !values.recipient_id) errors.recipient_id ??= required;
  if (choosesDeliveryType(values.type) && !values.delivery_type) errors.delivery_type ??= required;
  if (!bulk && values.lines.length === 0) errors.lines ??= t('shipments:validation.add_items');
  if (bulk && values.parcels.length < MIN_BULK_PARCELS)
    errors.parcels ??= t('shipments:validation.add_parcels', { min: MIN_BULK_PARCELS });
  if (isExpress(values)) {
    if (expressBoxTooSmall(values)) errors['box.length_cm'] ??= t('shipments:validation.express_box_too_small');
    if (values.proof_files.length === 0) errors.proof_files ??= t('shipments:validation.express_needs_proof');
  }
  return errors;
}

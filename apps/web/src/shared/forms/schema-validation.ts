import type { TFunction } from 'i18next';

/** The part of a zod issue the messages need (zod itself stays out of this module's imports). */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

export interface ParsingSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    values,
  );
}

/** One issue → the message shown under its field; contracts name their own codes (e.g. 'invalid_itn'). */
export function issueMessage(issue: SchemaIssue, value: unknown, t: TFunction): string {
  if (issue.message === 'must_accept') return t('validation.must_accept');
  if (isBlank(value) || issue.message === 'required') return t('validation.required');
  switch (issue.message) {
    case 'invalid_email':
      return t('validation.invalid_email');
    case 'invalid_phone':
      return t('validation.invalid_phone');
    case 'invalid_itn':
      return t('validation.invalid_itn');
    case 'invalid_psrn':
      return t('validation.invalid_psrn');
    case 'invalid_code_format':
      return t('validation.invalid_code_format');
    case 'invalid_date':
      return t('validation.invalid_date');
    case 'invalid_amount':
      return t('validation.invalid_amount');
    case 'amount_not_positive':
      return t('validation.amount_not_positive');
    case 'amount_too_large':
      return t('validation.amount_too_large');
    case 'number_too_large':
      return t('validation.number_too_large');
    case 'date_out_of_range':
      return t('validation.date_out_of_range');
    case 'nul_character':
      return t('validation.nul_character');
  }
  // A contract's own rule that the common catalogue words (e.g. national post's weight limit per package type).
  const worded = t(`validation.${issue.message}`, { defaultValue: '' });
  if (issue.message && worded) return worded;
  if (issue.code === 'too_small' && issue.origin === 'string')
    return t('validation.too_short', { minimum: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string')
    return t('validation.too_long', { maximum: Number(issue.maximum) });
  if (issue.code === 'invalid_value') return t('validation.invalid_value');
  return t('validation.invalid_format');
}

/**
 * Checks form values with a contract schema — the same one the API validates with — and returns Mantine form
 * errors keyed by field path, the first message per field.
 */
export function validateWithSchema<T>(schema: ParsingSchema<T>, values: unknown, t: TFunction): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issueMessage(issue, valueAt(values, issue.path), t);
  }
  return errors;
}

/**
 * §5: 'Fill in required fields' when only required fields are missing (an unticked agreement counts as one),
 * else 'Check the correctness of entered data'.
 */
export function formSummary(errors: Record<string, unknown>, t: TFunction): string {
  const missing = [t('validation.required'), t('validation.must_accept')];
  const messages = Object.values(errors);
  return messages.length > 0 && messages.every((m) => missing.includes(String(m)))
    ? t('forms.required_fields')
    : t('forms.check_data');
}

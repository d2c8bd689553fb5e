import type { TFunction } from 'i18next';
import { issueMessage, type ParsingSchema, type SchemaIssue } from '../../../shared/forms/schema-validation.ts';

/** Codes the requisites contracts name, worded by this feature; the rest are the shared form words. */
const OWN = [
  'invalid_card_number',
  'invalid_holder_name',
  'invalid_iban',
  'invalid_recipient_name',
  'invalid_tax_number',
];

/**
 * Checks a requisites form with its contract schema — the one the API validates with — and returns Mantine form
 * errors, the first message per field.
 */
export function requisitesErrors<T>(
  schema: ParsingSchema<T>,
  values: Record<string, unknown>,
  t: TFunction,
  common: TFunction,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues as readonly SchemaIssue[]) {
    const field = issue.path.map(String).join('.') || '_';
    const value = values[field];
    const blank = typeof value !== 'string' || !value.trim();
    errors[field] ??=
      OWN.includes(issue.message) && !blank ? t(`validation.${issue.message}`) : issueMessage(issue, value, common);
  }
  return errors;
}

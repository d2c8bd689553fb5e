import type { TFunction } from 'i18next';
import { addressBodySchema, type AddressBody } from '@cabinet/contracts/addresses';
import { issueMessage } from '../../../shared/forms/schema-validation.ts';

/** The address book's own message codes (the contract names them; the server words them the same way). */
const OWN_CODES = ['latin_only', 'invalid_zip', 'invalid_postcode', 'invalid_edrpou', 'default_sender_only'] as const;

/** The form's values checked with the API's contract: the first message per field, in the interface language. */
export function validateAddress(values: AddressBody, t: TFunction): Record<string, string> {
  const result = addressBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (errors[field]) continue;
    const value = (values as Record<string, unknown>)[field];
    const own = (OWN_CODES as readonly string[]).includes(issue.message) && value !== '';
    errors[field] = own ? t(`rules.${issue.message}`) : issueMessage(issue, value, t);
  }
  return errors;
}

import type { TFunction } from 'i18next';
import type { Language } from '@cabinet/contracts/common';
import {
  missingTaxFields,
  updateProfileBodySchema,
  type TaxFields,
  type UpdateProfileBody,
  type User,
  type UserType,
  taxFieldsOf,
} from '@cabinet/contracts/user';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
  language: Language;
  user_type: UserType;
  itn: string;
  company_name: string;
  psrn: string;
}

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'language',
  'user_type',
  'itn',
  'company_name',
  'psrn',
] as const satisfies ReadonlyArray<keyof ProfileValues>;

export const profileValuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  language: user.language,
  user_type: user.user_type,
  itn: user.itn ?? '',
  company_name: user.company_name ?? '',
  psrn: user.psrn ?? '',
});

const orNull = (value: string) => (value.trim() ? value : null);

const PERSONAL_FIELDS = ['first_name', 'last_name', 'phone', 'language'] as const;

/**
 * What the user may send: the personal fields they changed (one left as it is, such as the empty phone of an invited
 * member, is neither checked nor sent: anyone may always save their own name), and for the owner the account type
 * with the tax fields it shows (a cleared field becomes null; a field the type hides is left as the server has it).
 */
function candidate(values: ProfileValues, withTax: boolean, user: User): Record<string, unknown> {
  const personal = Object.fromEntries(
    PERSONAL_FIELDS.filter((field) => values[field] !== user[field]).map((field) => [field, values[field]]),
  );
  if (!withTax) return personal;
  const shown = taxFieldsOf(values.user_type);
  return {
    ...personal,
    user_type: values.user_type,
    itn: shown.itn ? orNull(values.itn) : undefined,
    company_name: shown.company_name ? orNull(values.company_name) : undefined,
    psrn: shown.psrn ? orNull(values.psrn) : undefined,
  };
}

/** The contract's schema, plus the §5 rule of the chosen type, so that every problem shows at once. */
export function validateProfile(
  values: ProfileValues,
  user: User,
  withTax: boolean,
  t: TFunction,
): Record<string, string> {
  const body = candidate(values, withTax, user);
  const errors = validateWithSchema(updateProfileBodySchema, body, t);
  if (withTax) for (const field of missingTaxFields(body as TaxFields)) errors[field] ??= t('validation.required');
  return errors;
}

/** The PATCH body: the contract-normalised values that differ from what the user has now. */
export function profilePatch(values: ProfileValues, user: User, withTax: boolean): UpdateProfileBody {
  const parsed = updateProfileBodySchema.parse(candidate(values, withTax, user));
  return Object.fromEntries(
    Object.entries(parsed).filter(([field, value]) => value !== undefined && value !== user[field as keyof User]),
  );
}

import type { TFunction } from 'i18next';
import type { Language } from '@cabinet/contracts/common';
import {
  missingTaxFields,
  registerBodySchema,
  type RegisterBody,
  type UserType,
  taxFieldsOf,
} from '@cabinet/contracts/user';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

export interface RegisterValues {
  user_type: UserType;
  itn: string;
  company_name: string;
  psrn: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  /** Null until the user picks one: the account language then follows the interface language. */
  language: Language | null;
  accept_agreement: boolean;
}

export const REGISTER_FIELDS = [
  'user_type',
  'itn',
  'company_name',
  'psrn',
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'language',
  'accept_agreement',
] as const satisfies ReadonlyArray<keyof RegisterValues>;

export const emptyRegisterValues = (): RegisterValues => ({
  user_type: 'individual',
  itn: '',
  company_name: '',
  psrn: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  language: null,
  accept_agreement: false,
});

const filled = (value: string) => (value.trim() ? value : undefined);

/** The request body: only the tax fields of the chosen type, blanks left out. */
export function toRegisterBody(values: RegisterValues): unknown {
  const shown = taxFieldsOf(values.user_type);
  return {
    ...values,
    language: values.language ?? currentLanguage(),
    itn: shown.itn ? filled(values.itn) : undefined,
    company_name: shown.company_name ? filled(values.company_name) : undefined,
    psrn: shown.psrn ? filled(values.psrn) : undefined,
  };
}

/**
 * The contract's own schema checks the form. Its per-type rule is a refinement that zod runs only once every
 * other field is valid, so missing tax fields are added here too — the user sees all problems at once.
 */
export function validateRegister(values: RegisterValues, t: TFunction): Record<string, string> {
  const body = toRegisterBody(values);
  const errors = validateWithSchema(registerBodySchema, body, t);
  for (const field of missingTaxFields(body as RegisterBody)) errors[field] ??= t('validation.required');
  return errors;
}

export const parseRegisterBody = (values: RegisterValues): RegisterBody =>
  registerBodySchema.parse(toRegisterBody(values));

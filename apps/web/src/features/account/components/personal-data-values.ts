import type { TFunction } from 'i18next';
import { personalDataSchema, type PersonalData } from '@cabinet/contracts/user';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';

/** §3 Personal data as typed: dates stay YYYY-MM-DD text (§5), as the API takes them. */
export type PersonalDataValues = Record<keyof PersonalData, string>;

export const PERSONAL_DATA_FIELDS = [
  'passport_number',
  'issued_by',
  'issue_date',
  'birth_date',
  'tax_number',
] as const satisfies ReadonlyArray<keyof PersonalData>;

export const personalDataValuesOf = (data: PersonalData | null): PersonalDataValues => ({
  passport_number: data?.passport_number ?? '',
  issued_by: data?.issued_by ?? '',
  issue_date: data?.issue_date ?? '',
  birth_date: data?.birth_date ?? '',
  tax_number: data?.tax_number ?? '',
});

export const validatePersonalData = (values: PersonalDataValues, t: TFunction) =>
  validateWithSchema(personalDataSchema, values, t);

export const parsePersonalData = (values: PersonalDataValues): PersonalData => personalDataSchema.parse(values);

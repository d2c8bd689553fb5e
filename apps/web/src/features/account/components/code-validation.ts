import type { TFunction } from 'i18next';
import { twoFactorCodeBodySchema } from '@cabinet/contracts/auth';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';

/** The contract's code check; confirming a new setup takes only the six digits (recovery codes do not exist yet). */
export function validateCode(code: string, t: TFunction, { sixDigitsOnly = false } = {}): string | undefined {
  const errors = validateWithSchema(twoFactorCodeBodySchema, { code }, t);
  if (sixDigitsOnly && code.trim() && !/^\d{6}$/.test(code.trim())) return t('account:code.six_digits');
  return errors.code;
}

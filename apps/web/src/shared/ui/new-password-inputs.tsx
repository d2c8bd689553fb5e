import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../forms/schema-limits.ts';
import { PasswordInput } from './password-input.tsx';

/** The repeat's message, if any: it must be typed, and typed the same as the new password. */
export function confirmationErrors(confirm: string, password: string, t: TFunction): { confirm?: string } {
  if (!confirm) return { confirm: t('validation.required') };
  if (confirm !== password) return { confirm: t('validation.passwords_mismatch') };
  return {};
}

/**
 * A new password and its repeat (the form's `confirm`), as changing, restoring and a first password ask for them.
 * `field` names the password both in the form and in `schema`, the contract that gives its length limit.
 */
export function NewPasswordInputs<V extends { confirm: string }>({
  form,
  schema,
  field,
  description,
}: {
  form: UseFormReturnType<V>;
  schema: unknown;
  field: 'password' | 'new_password';
  description: ReactNode;
}) {
  const { t } = useTranslation();
  const maxLength = maxLengthOf(schema, field);
  return (
    <>
      <PasswordInput
        label={t('fields.new_password')}
        description={description}
        autoComplete="new-password"
        maxLength={maxLength}
        required
        {...form.getInputProps(field)}
      />
      <PasswordInput
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        maxLength={maxLength}
        required
        {...form.getInputProps('confirm')}
      />
    </>
  );
}

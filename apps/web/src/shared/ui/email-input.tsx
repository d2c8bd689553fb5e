import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from './limited-text.tsx';

/**
 * A required e-mail field with the contract's length limit: `field` is its name in `schema` (sign-in calls it
 * `login`). The browser offers the user's address unless `autoComplete` says otherwise.
 */
export function EmailInput(props: TextInputProps & { schema: unknown; field: string }) {
  const { t } = useTranslation();
  return (
    <LimitedTextInput
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

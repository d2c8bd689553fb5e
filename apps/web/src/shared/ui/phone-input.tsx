import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The user's own phone number, required; the caller's `description` says the format the form expects. */
export function PhoneInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" required {...props} />;
}

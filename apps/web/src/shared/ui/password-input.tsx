import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password field with its show/hide button named in the interface language. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput visibilityToggleButtonProps={{ 'aria-label': t('actions.toggle_password') }} {...props} />
  );
}

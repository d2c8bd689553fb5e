import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A code from the authenticator app; with `allowRecovery` a recovery code is accepted too. */
export function CodeInput({ allowRecovery = false, ...props }: TextInputProps & { allowRecovery?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('code.label')}
      description={allowRecovery ? t('code.hint_with_recovery') : t('code.hint')}
      autoComplete="one-time-code"
      inputMode={allowRecovery ? 'text' : 'numeric'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={allowRecovery ? 9 : 6}
      required
      {...props}
    />
  );
}

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the actions to a member who may look but not move money. */
export function NoWriteAlert() {
  const { t } = useTranslation('withdrawals');
  return (
    <Alert color="yellow" variant="light" title={t('no_write.title')}>
      {t('no_write.text')}
    </Alert>
  );
}

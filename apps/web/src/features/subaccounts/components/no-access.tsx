import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of a form to a member who may look at sub-accounts but not manage them. */
export function NoAccess() {
  const { t } = useTranslation('subaccounts');
  return (
    <Alert color="yellow" variant="light" title={t('problems.no_write_title')} role="alert">
      {t('problems.no_write_text')}
    </Alert>
  );
}

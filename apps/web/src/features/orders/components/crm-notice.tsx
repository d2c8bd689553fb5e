import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CRM_TRIAL_DAYS, type CrmState } from '@cabinet/contracts/orders';
import { formatDate } from '../../../shared/lib/format.ts';

/** Where the free CRM trial stands, said before the seller changes anything (§1: 30 days from the first use). */
export function CrmNotice({ crm }: { crm: CrmState }) {
  const { t } = useTranslation('orders');
  switch (crm.state) {
    case 'not_started':
      return (
        <Text size="sm" c="gray.7">
          {t('crm.not_started', { days: CRM_TRIAL_DAYS })}
        </Text>
      );
    case 'trial':
      return (
        <Text size="sm" c="gray.7">
          {t('crm.trial', { date: formatDate(crm.trial_ends_at) })}
        </Text>
      );
    case 'ended':
      // Until the paid services arrive there is nothing to subscribe to: the prompt says the trial ended.
      return (
        <Alert color="yellow" variant="light" title={t('crm.ended_title')}>
          {t('crm.ended')}
        </Alert>
      );
    case 'subscribed':
      return null;
  }
}

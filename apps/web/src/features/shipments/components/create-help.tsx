import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TIPS = ['order_number', 'documents', 'items', 'dimensions'] as const;

/** §5's help text: what to check before creating a shipment. */
export function CreateHelp() {
  const { t } = useTranslation('shipments');
  return (
    <Alert color="blue" variant="light" title={t('help.title')} role="note">
      <List size="sm" spacing={4}>
        {TIPS.map((tip) => (
          <List.Item key={tip}>{t(`help.${tip}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { RequestsCard } from '../components/requests-card.tsx';
import { ShopsCard } from '../components/shops-card.tsx';

/** /ops/shops: sellers' shops with their imports and failures, and the connection requests to answer. */
export function OpsShopsPage() {
  const { t } = useTranslation('shops');
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="xl">
        <RequestsCard />
        <ShopsCard />
      </Stack>
    </Page>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { InboundCard } from '../components/inbound-card.tsx';
import { StockCard } from '../components/stock-card.tsx';

/** /ops/warehouse: the US warehouse desk — receive inbound shipments, adjust, block or freeze stock, read journals. */
export function OpsWarehousePage() {
  const { t } = useTranslation('warehouse-stock');
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="md">
        <InboundCard />
        <StockCard />
      </Stack>
    </Page>
  );
}

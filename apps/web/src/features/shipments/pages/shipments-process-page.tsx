import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useShipments } from '../api/get-shipments.ts';
import { PrintStickersButton } from '../components/print-stickers-button.tsx';
import { ShipmentDrawer } from '../components/shipment-drawer.tsx';
import { ShipmentTable } from '../components/shipment-table.tsx';
import { useSelection } from '../components/use-selection.ts';

/**
 * /shipments/process (§2): what waits for the seller (`pending=true`) — hand over, pay a difference, buy the last
 * leg — each row naming its action; the detail (`?shipment=ID`) has the button that does it.
 */
export function ShipmentsProcessPage() {
  const { t } = useTranslation('shipments');
  const { filters, setFilters } = useListFilters<{ page: number; shipment?: number }>(
    { numbers: ['page', 'shipment'] },
    { page: 1 },
  );
  const list = useShipments({ page: filters.page, pending: 'true' });
  const { selected, select } = useSelection();
  const data = list.data;
  return (
    <Page title={t('process.title')} caption={t('process.caption')}>
      <Stack gap="md">
        <ListCard
          title={t('process.card')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          actions={<PrintStickersButton ids={[...selected]} />}
          empty={data?.shipments.length === 0}
          emptyText={t('process.empty')}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          {data && (
            <ShipmentTable
              shipments={data.shipments}
              selected={selected}
              onSelect={select}
              onOpen={(id) => setFilters({ shipment: id })}
              showPendingAction
            />
          )}
          <Pagination
            page={filters.page}
            total={data ? Math.ceil(data.total / data.on_page) : 0}
            onChange={(page) => setFilters({ page })}
          />
        </ListCard>
      </Stack>
      <ShipmentDrawer
        id={filters.shipment ?? null}
        onOpen={(id) => setFilters({ shipment: id })}
        onClose={() => setFilters({ shipment: null })}
      />
    </Page>
  );
}

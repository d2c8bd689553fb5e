import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useShipments, type ShipmentFilters as Filters } from '../api/get-shipments.ts';
import { PrintStickersButton } from '../components/print-stickers-button.tsx';
import { ShipmentDrawer } from '../components/shipment-drawer.tsx';
import { ShipmentFilters } from '../components/shipment-filters.tsx';
import { ShipmentTable } from '../components/shipment-table.tsx';
import { useSelection } from '../components/use-selection.ts';

type ListParams = Filters & { shipment?: number };

/** /shipments/list (§2): filtered on the server, paged, stickers of the ticked rows; `?shipment=ID` opens one. */
export function ShipmentsPage() {
  const { t } = useTranslation('shipments');
  const canWrite = useCurrentUser().permissions.includes('shipments.write');
  const { filters, setFilters, resetFilters } = useListFilters<ListParams>(
    { numbers: ['page', 'shipment'] },
    { page: 1 },
  );
  const { shipment: openId, ...listFilters } = filters;
  const list = useShipments(listFilters);
  const { selected, select } = useSelection();
  const data = list.data;
  return (
    <Page
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.shipmentCreate}>
            {t('list.create')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <ShipmentFilters filters={listFilters} onChange={setFilters} onReset={resetFilters} />
        <ListCard
          title={t('list.card')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          actions={<PrintStickersButton ids={[...selected]} />}
          empty={data?.shipments.length === 0}
          emptyText={t('list.empty')}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          {data && (
            <ShipmentTable
              shipments={data.shipments}
              selected={selected}
              onSelect={select}
              onOpen={(id) => setFilters({ shipment: id })}
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
        id={openId ?? null}
        onOpen={(id) => setFilters({ shipment: id })}
        onClose={() => setFilters({ shipment: null })}
      />
    </Page>
  );
}

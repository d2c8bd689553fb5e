import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
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
    <ListPage
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.shipmentCreate}>
            {t('list.create')}
          </Button>
        )
      }
      filters={<ShipmentFilters filters={listFilters} onChange={setFilters} onReset={resetFilters} />}
      list={{
        title: t('list.card'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        actions: <PrintStickersButton ids={[...selected]} />,
        empty: data?.shipments.length === 0,
        emptyText: t('list.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        data && (
          <ShipmentTable
            shipments={data.shipments}
            selected={selected}
            onSelect={select}
            onOpen={(id) => setFilters({ shipment: id })}
          />
        )
      }
    >
      <ShipmentDrawer
        id={openId ?? null}
        onOpen={(id) => setFilters({ shipment: id })}
        onClose={() => setFilters({ shipment: null })}
      />
    </ListPage>
  );
}

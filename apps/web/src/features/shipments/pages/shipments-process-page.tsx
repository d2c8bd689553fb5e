import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
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
    <ListPage
      title={t('process.title')}
      caption={t('process.caption')}
      list={{
        title: t('process.card'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        actions: <PrintStickersButton ids={[...selected]} />,
        empty: data?.shipments.length === 0,
        emptyText: t('process.empty'),
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
            showPendingAction
          />
        )
      }
    >
      <ShipmentDrawer
        id={filters.shipment ?? null}
        onOpen={(id) => setFilters({ shipment: id })}
        onClose={() => setFilters({ shipment: null })}
      />
    </ListPage>
  );
}

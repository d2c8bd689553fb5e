import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useShipments } from '../api/get-shipments.ts';
import { ShipmentListPage } from '../components/shipment-list-page.tsx';

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
  return (
    <ShipmentListPage
      title={t('process.title')}
      caption={t('process.caption')}
      card={{ title: t('process.card'), empty: t('process.empty') }}
      shipments={list}
      page={filters.page}
      openId={filters.shipment ?? null}
      onChange={setFilters}
      showPendingAction
    />
  );
}

import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useShipments, type ShipmentFilters as Filters } from '../api/get-shipments.ts';
import { ShipmentFilters } from '../components/shipment-filters.tsx';
import { ShipmentListPage } from '../components/shipment-list-page.tsx';

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
  return (
    <ShipmentListPage
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
      card={{ title: t('list.card'), empty: t('list.empty') }}
      shipments={list}
      page={filters.page}
      openId={openId ?? null}
      onChange={setFilters}
    />
  );
}

import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsShipment } from '@cabinet/contracts/shipments-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';
import { useOpsShipments, type OpsShipmentFilters } from '../api/get-ops-shipments.ts';
import { OpsShipmentSearch } from '../components/ops-shipment-search.tsx';

/** /ops/shipments — every seller's shipments: search by number, track, TTN or recipient; filter by status. */
export function OpsShipmentsPage() {
  const { t } = useTranslation('shipments');
  const { filters, setFilters } = useListFilters<OpsShipmentFilters>({ numbers: ['page', 'account_id'] }, { page: 1 });
  const list = useOpsShipments(filters);
  const data = list.data;
  const columns: DataColumn<OpsShipment>[] = [
    {
      id: 'number',
      header: t('ops.list.number'),
      keyFact: true,
      cell: (s) => (
        <Anchor component={Link} to={opsShipmentUrl(s.id)}>
          {s.number}
        </Anchor>
      ),
    },
    { id: 'owner', header: t('ops.list.owner'), keyFact: true, cell: (s) => <SellerLink seller={s.owner} /> },
    { id: 'type', header: t('ops.list.type'), cell: (s) => t(`types.${s.type}`, { ns: 'shipments' }) },
    {
      id: 'recipient',
      header: t('ops.list.recipient'),
      cell: (s) => (s.recipient ? `${s.recipient.first_name} ${s.recipient.last_name}`.trim() : ''),
    },
    {
      id: 'status',
      header: t('ops.list.status_col'),
      keyFact: true,
      cell: (s) => <ShipmentStatusBadge status={s.status} />,
    },
    { id: 'changed', header: t('ops.list.changed'), cell: (s) => formatDateTime(s.status_changed_at) },
  ];
  return (
    <ListPage
      title={t('ops.list.title')}
      caption={t('ops.list.caption')}
      filters={
        <>
          <OpsShipmentSearch filters={filters} onChange={setFilters} />
          {filters.account_id && (
            <SellerFilter accountId={filters.account_id} onClear={() => setFilters({ account_id: null, page: 1 })} />
          )}
        </>
      }
      list={{
        title: t('ops.list.list'),
        caption: data ? t('ops.list.total', { total: data.total }) : undefined,
        empty: data?.shipments.length === 0,
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.list.list')}
          columns={columns}
          rows={data?.shipments ?? []}
          rowKey={(s) => s.id}
          minWidth={760}
          verticalSpacing="xs"
          highlightOnHover
        />
      }
    />
  );
}

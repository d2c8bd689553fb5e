import { useState } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsShipmentsApi, type BulkMoveResult } from '@cabinet/contracts/shipments-ops';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { useRowSelection } from '../../../shared/ui/use-row-selection.ts';
import { useOpsShipments, type OpsShipmentFilters } from '../api/get-ops-shipments.ts';
import { BulkMoveBar } from '../components/bulk-move-bar.tsx';
import { BulkResults } from '../components/bulk-results.tsx';
import { opsShipmentColumns } from '../components/ops-shipment-columns.tsx';
import { OpsShipmentSearch } from '../components/ops-shipment-search.tsx';

/**
 * /ops/shipments — every seller's shipments: search by number, track, TTN or recipient; filter by status. The
 * warehouse ticks parcels (across pages) and moves them together, each checked and reported on its own, and opens
 * scanner-first receiving from here.
 */
export function OpsShipmentsPage() {
  const { t } = useTranslation('shipments');
  const { filters, setFilters } = useListFilters<OpsShipmentFilters>({ numbers: ['page', 'account_id'] }, { page: 1 });
  const list = useOpsShipments(filters);
  const data = list.data;
  const mayMove = useMayCall(opsShipmentsApi.bulkTransition);
  const mayReceive = useMayCall(opsShipmentsApi.lookup);
  const { selected, select } = useRowSelection();
  const [results, setResults] = useState<BulkMoveResult[] | null>(null);
  const showResults = (outcome: BulkMoveResult[]) => {
    setResults(outcome);
    // What moved is done; what stayed stays ticked, to be seen to and moved again.
    select(
      outcome.filter((r) => r.outcome === 'moved').map((r) => r.id),
      false,
    );
  };
  const rows = data?.shipments ?? [];
  const columns = opsShipmentColumns(t, mayMove ? { rows, selected, onSelect: select } : null);
  return (
    <ListPage
      title={t('ops.list.title')}
      caption={t('ops.list.caption')}
      actions={
        mayReceive && (
          <Button component={Link} to={paths.opsReceiving}>
            {t('ops.receiving.open')}
          </Button>
        )
      }
      above={results && <BulkResults results={results} onClose={() => setResults(null)} />}
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
        actions: mayMove && selected.size > 0 && <BulkMoveBar ids={[...selected]} onResults={showResults} />,
        empty: data?.shipments.length === 0,
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.list.list')}
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          minWidth={760}
          verticalSpacing="xs"
          highlightOnHover
        />
      }
    />
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@cabinet/contracts/audit';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useAuditTrail } from '../api/audit.ts';
import { AuditChange } from '../components/audit-change.tsx';
import { auditObject } from '../components/audit-object.tsx';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters.tsx';
import { personLabel } from '../components/person-label.ts';

/** /ops/audit — the audit trail: every back-office action that changed something, newest first. */
export function OpsAuditPage() {
  const { t } = useTranslation(['audit', 'tariffs', 'withdrawals']);
  const { filters, setFilters, resetFilters } = useListFilters<AuditFilterValues>(
    { numbers: ['page', 'operator_id', 'account_id'] },
    { page: 1 },
  );
  const trail = useAuditTrail(filters);
  const data = trail.data;
  const columns: DataColumn<AuditEvent>[] = [
    { id: 'when', header: t('list.when'), cell: (e) => formatDateTime(e.at) },
    {
      id: 'operator',
      header: t('list.operator'),
      cell: (e) => (e.operator ? personLabel(e.operator) : t('list.removed_operator')),
    },
    { id: 'action', header: t('list.action'), cell: (e) => t(`actions.${e.action}`, { defaultValue: e.action }) },
    { id: 'object', header: t('list.object'), cell: (e) => auditObject(t, e) },
    {
      id: 'seller',
      header: t('list.seller'),
      cell: (e) => (e.seller ? <SellerLink seller={e.seller} /> : '—'),
    },
    { id: 'change', header: t('list.change'), cell: (e) => <AuditChange event={e} /> },
    { id: 'reason', header: t('list.reason'), cell: (e) => <Text size="sm">{e.reason ?? '—'}</Text> },
  ];
  return (
    <ListPage
      title={t('title')}
      caption={t('caption')}
      filters={<AuditFilters filters={filters} facets={data} onChange={setFilters} onClear={resetFilters} />}
      list={{
        title: t('list.title'),
        empty: data?.events.length === 0,
        emptyText: t('list.empty'),
        query: trail,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        data && (
          <DataTable
            label={t('list.title')}
            columns={columns}
            rows={data.events}
            rowKey={(e) => e.id}
            minWidth={1100}
          />
        )
      }
    />
  );
}

import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorageCharge } from '@cabinet/contracts/warehouse-storage';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { warehouseChargeUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { CHARGES_ON_PAGE, useCharges } from '../api/get-charges.ts';
import { ChargeStatusBadge } from '../components/charge-status-badge.tsx';
import { periodText } from '../components/period-text.ts';

/** /warehouse/charges (§2): the monthly storage charges, each opening its breakdown. */
export function ChargesPage() {
  const { t } = useTranslation('warehouse-storage');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const charges = useCharges(filters.page);
  const total = charges.data ? Math.ceil(charges.data.total / CHARGES_ON_PAGE) : 0;
  const columns: DataColumn<StorageCharge>[] = [
    {
      id: 'period',
      header: t('charges.period'),
      keyFact: true,
      cell: (c) => (
        <Anchor component={Link} to={warehouseChargeUrl(c.id)}>
          {periodText(t, c.period)}
        </Anchor>
      ),
    },
    { id: 'amount', header: t('charges.amount'), keyFact: true, cell: (c) => formatMoney(c.amount) },
    { id: 'status', header: t('charges.status'), keyFact: true, cell: (c) => <ChargeStatusBadge status={c.status} /> },
    { id: 'paid_at', header: t('charges.paid_at'), cell: (c) => (c.paid_at ? formatDateTime(c.paid_at) : '—') },
  ];
  return (
    <ListPage
      title={t('charges.title')}
      caption={t('charges.caption')}
      list={{
        empty: charges.data?.charges.length === 0,
        emptyText: t('charges.empty'),
        query: charges,
        pager: { page: filters.page, pages: total, onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('charges.title')}
          columns={columns}
          rows={charges.data?.charges ?? []}
          rowKey={(c) => c.id}
          minWidth={640}
        />
      }
    />
  );
}

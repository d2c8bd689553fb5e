import { useEffect } from 'react';
import { Button, SegmentedControl } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, type InvoiceStatus } from '@cabinet/contracts/invoices';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useInvoices, type InvoiceFilters } from '../api/get-invoices.ts';
import { InvoiceTable } from '../components/invoice-table.tsx';

const isStatus = (value: unknown): value is InvoiceStatus => invoiceStatuses.includes(value as InvoiceStatus);

/** /invoices — the invoices issued to the seller; the status filter and the page live in the URL. */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const { filters, setFilters } = useListFilters<InvoiceFilters>({ numbers: ['page'] }, { page: 1 });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const page = Math.max(1, filters.page);
  const list = useInvoices({ page, status });
  const data = list.data;
  const pages = pageCount(data);

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.total > 0 && page > pages)
      setFilters({ page: pages }, { replace: true });
  }, [data, list.isPlaceholderData, page, pages, setFilters]);

  return (
    <ListPage
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        <Button component={Link} to={paths.payMoney} size="xs">
          {t('list.to_pay')}
        </Button>
      }
      list={{
        title: t('list.card'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        actions: (
          <SegmentedControl
            size="xs"
            aria-label={t('list.filter')}
            value={status ?? 'all'}
            onChange={(value) => setFilters({ status: value === 'all' ? null : value, page: 1 })}
            data={[
              { value: 'all', label: t('status.all') },
              ...invoiceStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        ),
        empty: data?.invoices.length === 0,
        emptyText: status ? t('list.empty_filtered') : t('list.empty'),
        query: list,
        pager: { page, pages, onChange: (next) => setFilters({ page: next }) },
      }}
      table={<InvoiceTable label={t('list.card')} invoices={data?.invoices ?? []} />}
    />
  );
}

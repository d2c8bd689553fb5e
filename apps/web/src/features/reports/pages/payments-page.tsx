import { useEffect } from 'react';
import { Tabs, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentTypes, type Payment, type PaymentType } from '@cabinet/contracts/reports';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paymentsUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { usePayments } from '../api/get-payments.ts';
import { kindLabel } from '../components/kind-label.ts';

/**
 * /payments/{type} — incoming or sent payments (§2 menu "Payments"), five per page (§9), the page in the URL.
 * Tabs switch between the two lists.
 */
export function PaymentsPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const type: PaymentType = useLocation().pathname === paymentsUrl('sent') ? 'sent' : 'incoming';
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const page = Math.max(1, filters.page);
  const list = usePayments(type, page);
  const data = list.data;
  const pages = pageCount(data);

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.total > 0 && page > pages)
      setFilters({ page: pages }, { replace: true });
  }, [data, list.isPlaceholderData, page, pages, setFilters]);

  const columns: DataColumn<Payment>[] = [
    { id: 'date', header: t('columns.date'), cell: (payment) => formatDateTime(payment.created_at) },
    {
      id: 'operation',
      header: t('columns.operation'),
      keyFact: true,
      cell: (payment) => (
        <>
          <Text size="sm">{kindLabel(t, payment.kind)}</Text>
          {payment.description && (
            <Text size="xs" c="gray.7">
              {payment.description}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      keyFact: true,
      align: 'right',
      cell: (payment) => (
        <Text size="sm" span fw={600} c={type === 'incoming' ? 'teal.9' : 'red.9'}>
          {type === 'incoming' ? '+' : '−'}
          {formatMoney(payment.amount)}
        </Text>
      ),
    },
  ];

  return (
    <ListPage
      title={t(`payments.title_${type}`)}
      caption={t(`payments.caption_${type}`)}
      filters={
        <Tabs value={type} onChange={(next) => next && void navigate(paymentsUrl(next as PaymentType))}>
          <Tabs.List>
            {paymentTypes.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`payments.tab_${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
      list={{
        title: t(`payments.tab_${type}`),
        caption: data ? t('payments.total', { total: data.total }) : undefined,
        empty: data?.payments.length === 0,
        emptyText: t(`payments.empty_${type}`),
        query: list,
        pager: { page, pages, onChange: (next) => setFilters({ page: next }) },
      }}
      table={
        <DataTable
          label={t(`payments.tab_${type}`)}
          columns={columns}
          rows={data?.payments ?? []}
          rowKey={(payment) => payment.id}
          minWidth={560}
          verticalSpacing="xs"
        />
      }
    />
  );
}

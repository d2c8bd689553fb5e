import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsUnidentifiedPayment } from '@cabinet/contracts/lost-payments';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsUnidentifiedPayments } from '../api/ops-lost-payments.ts';
import { paymentColumns } from './lost-payment-columns.tsx';
import { StatusFilter } from './status-filter.tsx';

/** Registered payments, open (with how many claims wait) or assigned to a seller's account. */
export function OpsPaymentsCard({
  status,
  page,
  onFilter,
  onPage,
}: {
  status: string | undefined;
  page: number;
  onFilter(status: string): void;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('lost-payments');
  const payments = useOpsUnidentifiedPayments({
    page,
    status: status === 'all' ? undefined : (status as 'open' | 'assigned'),
  });
  const columns: DataColumn<OpsUnidentifiedPayment>[] = [
    ...paymentColumns<OpsUnidentifiedPayment>(t),
    {
      id: 'status',
      header: t('lost.status'),
      keyFact: true,
      cell: (p) =>
        p.status === 'open' ? (
          <Badge color="yellow" variant="light">
            {t('ops.open_claims', { count: p.pending_claims })}
          </Badge>
        ) : (
          <Stack gap={4} align="flex-start">
            <Badge color="teal" variant="light">
              {t('ops.assigned')}
            </Badge>
            {p.assigned_to && <SellerLink seller={p.assigned_to} />}
          </Stack>
        ),
    },
  ];
  return (
    <ListCard
      title={t('ops.payments')}
      actions={
        <StatusFilter
          label={t('ops.payment_status')}
          options={[
            { value: 'open', label: t('ops.payment_open') },
            { value: 'assigned', label: t('ops.payment_assigned') },
            { value: 'all', label: t('list.all_statuses') },
          ]}
          value={status ?? 'open'}
          onChange={onFilter}
        />
      }
      empty={payments.data?.payments.length === 0}
      query={payments}
      pager={{ page, pages: pageCount(payments.data), onChange: onPage }}
    >
      <DataTable
        label={t('ops.payments')}
        columns={columns}
        rows={payments.data?.payments ?? []}
        rowKey={(p) => p.id}
        minWidth={720}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}

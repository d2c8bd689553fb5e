import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OpsUnidentifiedPayment } from '@cabinet/contracts/lost-payments';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsUnidentifiedPayments } from '../api/ops-lost-payments.ts';
import { AssignPaymentDialog } from './assign-payment-dialog.tsx';
import { paymentColumns } from './lost-payment-columns.tsx';
import { StatusFilter } from './status-filter.tsx';

/** Registered payments, open (with how many claims wait, and assignable to a seller) or assigned to one. */
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
  const [assigning, setAssigning] = useState<OpsUnidentifiedPayment | null>(null);
  const payments = useOpsUnidentifiedPayments({
    page,
    status: status === 'all' ? undefined : (status as 'open' | 'assigned'),
  });
  const columns = opsPaymentColumns(t, setAssigning);
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
        rowProps={(p) => ({ 'data-testid': `unidentified-payment-${p.id}` })}
      />
      <AssignPaymentDialog payment={assigning} onClose={() => setAssigning(null)} />
    </ListCard>
  );
}

/** The payment's facts, where it stands (to whom it went), and the way to assign an open one. */
function opsPaymentColumns(
  t: TFunction,
  onAssign: (payment: OpsUnidentifiedPayment) => void,
): DataColumn<OpsUnidentifiedPayment>[] {
  return [
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
          <>
            <Badge color="teal" variant="light">
              {t('ops.assigned_to', { name: p.assigned_to?.name || p.assigned_to?.email || '' })}
            </Badge>
            <Text size="xs" c="gray.7" mt={4}>
              {p.assigned_to?.email}
            </Text>
          </>
        ),
    },
    {
      id: 'actions',
      header: t('ops.actions'),
      action: true,
      cell: (p) =>
        p.status === 'open' && (
          <Button size="compact-sm" variant="light" onClick={() => onAssign(p)}>
            {t('ops.assign')}
          </Button>
        ),
    },
  ];
}

import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LostPayment } from '@cabinet/contracts/lost-payments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useLostPayments } from '../api/lost-payments.ts';
import { paymentColumns } from './lost-payment-columns.tsx';

/** "Claimed" once the seller has claimed the payment; until then a Claim button for a user who may move money. */
function ClaimCell({ payment: p, onClaim }: { payment: LostPayment; onClaim(payment: LostPayment): void }) {
  const { t } = useTranslation('lost-payments');
  const canWrite = useCan('money.write');
  if (p.my_claim_id) {
    return (
      <Badge color="yellow" variant="light">
        {t('lost.claimed')}
      </Badge>
    );
  }
  if (!canWrite) return null;
  return (
    <Button
      size="compact-sm"
      onClick={() => onClaim(p)}
      aria-label={t('lost.claim_label', { amount: formatMoney(p.amount), date: formatDate(p.date) })}
    >
      {t('lost.claim')}
    </Button>
  );
}

/** Open unidentified payments, the payer masked, for the seller to recognise theirs. */
export function OpenPaymentsCard({
  page,
  onPage,
  onClaim,
}: {
  page: number;
  onPage(page: number): void;
  onClaim(payment: LostPayment): void;
}) {
  const { t } = useTranslation('lost-payments');
  const open = useLostPayments(page);
  const columns: DataColumn<LostPayment>[] = [
    ...paymentColumns<LostPayment>(t),
    {
      id: 'claim',
      header: t('lost.claim'),
      action: true,
      align: 'right',
      cell: (p) => <ClaimCell payment={p} onClaim={onClaim} />,
    },
  ];
  return (
    <ListCard
      title={t('lost.open')}
      caption={t('lost.open_caption')}
      empty={open.data?.payments.length === 0}
      emptyText={t('lost.open_empty')}
      query={open}
      pager={{ page, pages: pageCount(open.data), onChange: onPage }}
    >
      <DataTable
        label={t('lost.open')}
        columns={columns}
        rows={open.data?.payments ?? []}
        rowKey={(p) => p.id}
        minWidth={640}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}

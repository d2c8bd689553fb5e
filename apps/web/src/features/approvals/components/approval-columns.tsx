import type { ReactNode } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { ApprovalStatus, OperatorRef, OpsApproval } from '@cabinet/contracts/approvals';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { opsAccountUrl } from '../../../shared/lib/paths.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';

const STATUS_COLORS: Record<ApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  refused: 'red',
  cancelled: 'gray',
};

/** "Name, 02.12.2026 14:05", or that the operator was removed. */
export const whoWhen = (t: TFunction, who: OperatorRef | null, at: string | null) =>
  t('ops.who_when', { name: who ? who.name || who.email : t('ops.removed_operator'), date: formatDateTime(at) });

function request(t: TFunction, a: OpsApproval): ReactNode {
  if (a.withdrawal) {
    const foreign = a.withdrawal.payout.currency !== a.amount.currency;
    return (
      <>
        <Text size="sm">{t('ops.kind.payout', { id: a.withdrawal.id })}</Text>
        <Text size="xs" c="gray.7">
          {t(`ops.method.${a.withdrawal.method}`)}
          {foreign && ` · ${t('ops.payout_as', { amount: formatMoney(a.withdrawal.payout) })}`}
        </Text>
      </>
    );
  }
  return (
    <>
      <Text size="sm">{t(`ops.kind.${a.adjustment?.direction ?? 'credit'}`)}</Text>
      <Text size="xs" c="gray.7">
        {a.adjustment?.reason}
      </Text>
    </>
  );
}

function status(t: TFunction, a: OpsApproval): ReactNode {
  return (
    <>
      <Badge color={STATUS_COLORS[a.status]} variant="light">
        {t(`ops.status.${a.status}`)}
      </Badge>
      {a.decided_at && (a.status === 'approved' || a.status === 'refused') && (
        <Text size="xs" c="gray.7" mt={4}>
          {whoWhen(t, a.decided_by, a.decided_at)}
        </Text>
      )}
      {a.refusal_reason && (
        <Text size="xs" c="gray.7">
          {t('ops.refusal', { reason: a.refusal_reason })}
        </Text>
      )}
      {a.status === 'cancelled' && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('ops.cancelled_note')}
        </Text>
      )}
    </>
  );
}

/** The approvals desk's columns: what is asked, for whom, how much, who asked, where it stands, and the decision. */
export function approvalColumns(t: TFunction, actions: (a: OpsApproval) => ReactNode): DataColumn<OpsApproval>[] {
  return [
    { id: 'request', header: t('ops.columns.request'), keyFact: true, cell: (a) => request(t, a) },
    {
      id: 'seller',
      header: t('ops.columns.seller'),
      keyFact: true,
      cell: (a) => (
        <>
          <Anchor component={Link} to={opsAccountUrl(a.seller.account_id)} size="sm">
            {a.seller.name || a.seller.email}
          </Anchor>
          <Text size="xs" c="gray.7">
            {a.seller.email}
          </Text>
        </>
      ),
    },
    { id: 'amount', header: t('ops.columns.amount'), keyFact: true, cell: (a) => formatMoney(a.amount) },
    {
      id: 'requested',
      header: t('ops.columns.requested'),
      cell: (a) => <Text size="sm">{whoWhen(t, a.requested_by, a.requested_at)}</Text>,
    },
    { id: 'status', header: t('ops.columns.status'), keyFact: true, cell: (a) => status(t, a) },
    { id: 'actions', header: t('ops.columns.actions'), action: true, cell: actions },
  ];
}

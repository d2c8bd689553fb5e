import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsWithdrawalAction } from '../api/ops-withdrawals.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { OpsReasonForm } from './ops-reason-form.tsx';
import { reworded } from './problem.ts';
import { RequisitesSummary } from './requisites-summary.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

type ReasonAction = 'reject' | 'needs-correction';

/** The operators' queue: pay (after a confirmation), ask for corrected details or reject (with a reason). */
export function OpsWithdrawalTable({ withdrawals }: { withdrawals: OpsWithdrawal[] }) {
  const { t } = useTranslation('withdrawals');
  const act = useOpsWithdrawalAction();
  const [dialog, setDialog] = useState<{ withdrawal: OpsWithdrawal; action: ReasonAction } | null>(null);

  const pay = async (w: OpsWithdrawal) => {
    const key = newIdempotencyKey();
    try {
      await confirm({
        title: t('ops.pay_title', { id: w.id }),
        message: t('ops.pay_text', { amount: formatMoney(w.payout), seller: w.seller_email }),
        actions: [
          {
            label: t('ops.pay'),
            handler: () =>
              act
                .mutateAsync({ id: w.id, action: 'pay', key })
                .catch((error: unknown) => Promise.reject(reworded(error, t))),
          },
        ],
      });
      notifySuccess(t('ops.paid', { id: w.id }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const open = (w: OpsWithdrawal) => w.status === 'pending' || w.status === 'details_need_correction';

  const columns: DataColumn<OpsWithdrawal>[] = [
    {
      id: 'number',
      header: t('invoices.number'),
      keyFact: true,
      cell: (w) => (
        <>
          <Text size="sm">{w.id}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(w.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (w) => (
        <>
          <Text size="sm">{w.seller_name}</Text>
          <Text size="xs" c="gray.7">
            {w.seller_email} · {t('send.account_number', { account: w.account_id })}
          </Text>
        </>
      ),
    },
    {
      id: 'recipient',
      header: t('invoices.recipient'),
      cell: (w) => (
        <>
          <Text size="sm" fw={500}>
            {t(`methods.${w.method}`)}
          </Text>
          <RequisitesSummary requisites={w.requisites} size="xs" />
          {w.card_token && (
            <Text size="xs" c="gray.7">
              {t('ops.card_token', { token: w.card_token })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('invoices.amount'),
      keyFact: true,
      align: 'right',
      cell: (w) => (
        <>
          <Text size="sm" fw={600}>
            {formatMoney(w.amount)}
          </Text>
          <Text size="xs" c="gray.7">
            {t('invoices.fee', { fee: formatMoney(w.fee) })}
          </Text>
        </>
      ),
    },
    {
      id: 'payout',
      header: t('invoices.payout'),
      align: 'right',
      cell: (w) => (
        <>
          <Text size="sm">{formatMoney(w.payout)}</Text>
          {w.rate && (
            <Text size="xs" c="gray.7">
              {t('invoices.rate', { rate: w.rate })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('invoices.status'),
      keyFact: true,
      cell: (w) => (
        <>
          <WithdrawalStatusBadge status={w.status} />
          {w.reason && (
            <Text size="xs" c="gray.7" mt={4}>
              {w.reason}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('invoices.actions'),
      action: true,
      cell: (w) =>
        open(w) && (
          <Group gap={6}>
            {w.status === 'pending' && (
              <Button size="compact-sm" color="teal" onClick={() => void pay(w)}>
                {t('ops.pay')}
              </Button>
            )}
            {w.status === 'pending' && (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                onClick={() => setDialog({ withdrawal: w, action: 'needs-correction' })}
              >
                {t('ops.needs_correction')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setDialog({ withdrawal: w, action: 'reject' })}
            >
              {t('ops.reject')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('ops.queue')}
        columns={columns}
        rows={withdrawals}
        rowKey={(w) => w.id}
        rowProps={(w) => ({ 'data-testid': `ops-withdrawal-${w.id}` })}
        minWidth={900}
      />
      <DialogFrame
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog
            ? t(dialog.action === 'reject' ? 'ops.reject_title' : 'ops.correction_title', { id: dialog.withdrawal.id })
            : ''
        }
      >
        {dialog && (
          <OpsReasonForm
            text={t(dialog.action === 'reject' ? 'ops.reject_text' : 'ops.correction_text')}
            submitLabel={t(dialog.action === 'reject' ? 'ops.reject' : 'ops.needs_correction')}
            danger={dialog.action === 'reject'}
            onCancel={() => setDialog(null)}
            onSubmit={async (reason, key) => {
              await act.mutateAsync({ id: dialog.withdrawal.id, action: dialog.action, reason, key });
              notifySuccess(
                t(dialog.action === 'reject' ? 'ops.rejected' : 'ops.correction_sent', { id: dialog.withdrawal.id }),
              );
              setDialog(null);
            }}
          />
        )}
      </DialogFrame>
    </>
  );
}

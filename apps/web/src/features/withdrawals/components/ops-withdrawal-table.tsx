import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { OpsWithdrawalActions } from './ops-withdrawal-actions.tsx';
import { opsWithdrawalColumns } from './ops-withdrawal-columns.tsx';
import { OpsWithdrawalReasonDialog, type WithdrawalReasonRequest } from './ops-withdrawal-reason-dialog.tsx';
import { usePayWithdrawal } from './use-pay-withdrawal.ts';

/** The operators' queue: pay (after a confirmation), ask for corrected details or reject (with a reason). */
export function OpsWithdrawalTable({ withdrawals }: { withdrawals: OpsWithdrawal[] }) {
  const { t } = useTranslation('withdrawals');
  const pay = usePayWithdrawal();
  const [dialog, setDialog] = useState<WithdrawalReasonRequest | null>(null);
  const columns = opsWithdrawalColumns(t, (w) => (
    <OpsWithdrawalActions
      withdrawal={w}
      onPay={(withdrawal) => void pay(withdrawal)}
      onReason={(withdrawal, action) => setDialog({ withdrawal, action })}
    />
  ));

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
      <OpsWithdrawalReasonDialog request={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

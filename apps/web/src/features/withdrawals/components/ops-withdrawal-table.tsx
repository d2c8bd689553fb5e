import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { rowSelectColumn } from '../../../shared/ui/row-select-column.tsx';
import type { RowSelection } from '../../../shared/ui/use-row-selection.ts';
import { OpsWithdrawalActions } from './ops-withdrawal-actions.tsx';
import { opsWithdrawalColumns } from './ops-withdrawal-columns.tsx';
import { OpsWithdrawalReasonDialog, type WithdrawalReasonRequest } from './ops-withdrawal-reason-dialog.tsx';
import { usePayWithdrawal } from './use-pay-withdrawal.ts';

/** Open withdrawals are what a bulk action pays or rejects. */
export const bulkSelectable = (w: OpsWithdrawal) => w.status === 'pending' || w.status === 'details_need_correction';

/**
 * The operators' queue: pay (after a confirmation), ask for corrected details or reject (with a reason); with a
 * selection, a box per open withdrawal for the bulk actions.
 */
export function OpsWithdrawalTable({
  withdrawals,
  selection,
}: {
  withdrawals: OpsWithdrawal[];
  selection?: Pick<RowSelection, 'selected' | 'select'>;
}) {
  const { t } = useTranslation('withdrawals');
  const pay = usePayWithdrawal();
  const [dialog, setDialog] = useState<WithdrawalReasonRequest | null>(null);
  const select = selection
    ? [
        rowSelectColumn({
          rows: withdrawals,
          selected: selection.selected,
          onSelect: selection.select,
          selectAllLabel: t('ops.select_all'),
          selectLabel: (w) => t('ops.select', { id: w.id }),
          selectable: bulkSelectable,
        }),
      ]
    : [];
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
        columns={[...select, ...columns]}
        rows={withdrawals}
        rowKey={(w) => w.id}
        rowProps={(w) => ({ 'data-testid': `ops-withdrawal-${w.id}` })}
        minWidth={900}
      />
      <OpsWithdrawalReasonDialog request={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

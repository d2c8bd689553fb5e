import { useState } from 'react';
import { Button } from '@mantine/core';
import type { OpsBalanceLogEntry } from '@cabinet/contracts/money';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { newIdempotencyKey, IDEMPOTENCY_HEADER } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useReverseJournal } from '../api/change-balance.ts';
import { useOpsAccountLog } from '../api/get-ops-accounts.ts';
import { entryColumns } from './log-columns.tsx';
import { moneyOpsApi } from '@cabinet/contracts/money';
import { useMayCall } from '../../../shared/session/current-operator.ts';

/** The seller's balance log; a journal that is not itself a reversal can be reversed (after a confirmation). */
export function JournalTable({ accountId }: { accountId: number }) {
  const { t } = useTranslation('money');
  const [page, setPage] = useState(1);
  const log = useOpsAccountLog(accountId, page);
  const reverse = useReverseJournal();
  const mayReverse = useMayCall(moneyOpsApi.reverse);
  const data = log.data;

  const onReverse = async (journalId: number, amount: string) => {
    try {
      await confirm({
        title: t('ops.journal.confirm_title'),
        message: t('ops.journal.confirm_text', { amount }),
        actions: [{ label: t('ops.journal.reverse'), value: true, color: 'red' }],
      });
      await reverse.mutateAsync({ journalId, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } });
      notifySuccess(t('ops.journal.reversed'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };

  const columns: DataColumn<OpsBalanceLogEntry>[] = [
    ...entryColumns(t, 'ops.journal', (entry) => formatMoney(entry.amount)),
    {
      id: 'operator',
      header: t('ops.journal.operator'),
      cell: (entry) => (entry.operator ? entry.operator.name || entry.operator.email : '—'),
    },
  ];
  if (mayReverse) {
    columns.push({
      id: 'reverse',
      header: t('ops.journal.reverse'),
      action: true,
      cell: (entry) =>
        entry.kind !== 'reversal' && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => void onReverse(entry.journal_id, formatMoney(entry.amount))}
          >
            {t('ops.journal.reverse')}
          </Button>
        ),
    });
  }

  return (
    <ListCard
      title={t('ops.journal.title')}
      empty={data?.entries.length === 0}
      query={log}
      pager={{ page, pages: pageCount(data), onChange: setPage }}
    >
      <DataTable
        label={t('ops.journal.title')}
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(entry) => entry.id}
        minWidth={640}
        striped={false}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}

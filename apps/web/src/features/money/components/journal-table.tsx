import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { OpsBalanceLogEntry } from '@cabinet/contracts/money-ops';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, IDEMPOTENCY_HEADER } from '../../../shared/api/idempotency.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useReverseJournal } from '../api/change-balance.ts';
import { useOpsAccountLog } from '../api/get-ops-accounts.ts';
import { entryColumns } from './log-columns.tsx';
import { reversalChange } from './reversal-change.ts';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { useMayCall } from '../../../shared/session/current-operator.ts';

/**
 * The seller's balance log; "Reverse" is offered only where the server takes it (`reversible`: a kind an operator
 * may reverse, not reversed yet, no hold), after a dialog that says, with its sign, what the seller's balance does.
 */
export function JournalTable({ accountId }: { accountId: number }) {
  const { t } = useTranslation('money');
  const [page, setPage] = useState(1);
  const log = useOpsAccountLog(accountId, page);
  const reverse = useReverseJournal();
  const mayReverse = useMayCall(moneyOpsApi.reverse);
  const data = log.data;

  const onReverse = async (entry: OpsBalanceLogEntry) => {
    const answer = await ask({
      title: t('ops.journal.confirm_title'),
      message: t('ops.journal.confirm_text', {
        operation: t(`money_kinds.${entry.kind}`),
        date: formatDateTime(entry.created_at),
        change: reversalChange(entry.amount),
      }),
      actions: [
        {
          label: t('ops.journal.reverse'),
          color: 'red',
          handler: () =>
            reverse.mutateAsync({
              journalId: entry.journal_id,
              headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
            }),
        },
      ],
    });
    if (answer) notifySuccess(t('ops.journal.reversed'));
  };

  const columns: DataColumn<OpsBalanceLogEntry>[] = [
    ...entryColumns(t, 'ops.journal', (entry) => formatMoney(entry.amount)),
    {
      id: 'operator',
      header: t('ops.journal.operator'),
      cell: (entry) => (entry.operator ? entry.operator.name || entry.operator.email : '—'),
    },
  ];
  if (mayReverse) columns.push(reverseColumn(t, (entry) => void onReverse(entry)));

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

/** "Reverse" where the server takes it; "Reversed" where it was; nothing for the rest. */
function reverseColumn(t: TFunction, onReverse: (entry: OpsBalanceLogEntry) => void): DataColumn<OpsBalanceLogEntry> {
  return {
    id: 'reverse',
    header: t('ops.journal.reverse'),
    action: true,
    cell: (entry) =>
      entry.reversible ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={t('ops.journal.reverse_label', {
            operation: t(`money_kinds.${entry.kind}`),
            date: formatDateTime(entry.created_at),
          })}
          onClick={() => onReverse(entry)}
        >
          {t('ops.journal.reverse')}
        </Button>
      ) : (
        entry.reversed && (
          <Text size="xs" c="gray.7">
            {t('ops.journal.already_reversed')}
          </Text>
        )
      ),
  };
}

import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { BalanceLogEntry } from '@cabinet/contracts/money';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';

/** When the movement happened. */
export const dateColumn = <Row extends { created_at: string }>(header: string): DataColumn<Row> => ({
  id: 'date',
  header,
  cell: (row) => formatDateTime(row.created_at),
});

/**
 * A balance log as the seller's page and the operator's account page both show it: when, what (with its
 * description), how much and the balance after. `headings` names the catalogue section of the column headings;
 * the amount is drawn by the caller (coloured for the seller, plain for the operator).
 */
export function entryColumns(
  t: TFunction,
  headings: 'columns' | 'ops.journal',
  amount: (entry: BalanceLogEntry) => ReactNode,
): DataColumn<BalanceLogEntry>[] {
  return [
    dateColumn(t(`${headings}.date`)),
    {
      id: 'operation',
      header: t(`${headings}.operation`),
      keyFact: true,
      cell: (entry) => (
        <>
          <Text size="sm">{t(`money_kinds.${entry.kind}`)}</Text>
          {entry.description && (
            <Text size="xs" c="gray.7">
              {entry.description}
            </Text>
          )}
        </>
      ),
    },
    { id: 'amount', header: t(`${headings}.amount`), keyFact: true, align: 'right', cell: amount },
    {
      id: 'balance_after',
      header: t(`${headings}.balance_after`),
      align: 'right',
      cell: (entry) => formatMoney(entry.balance_after),
    },
  ];
}

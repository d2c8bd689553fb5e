import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Money } from '@cabinet/contracts/money';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';

interface Movement {
  created_at: string;
  kind: string;
  amount: Money;
  balance_after: Money;
}

/**
 * A movement of cashback or of a card's money: when, what (with `detail` under it — the source of the cashback, the
 * card's merchant), how much (money out in red, in in green) and the balance after.
 */
export function movementColumns<Row extends Movement>(
  t: TFunction,
  detail: (row: Row) => ReactNode,
): DataColumn<Row>[] {
  return [
    {
      id: 'date',
      header: t('history.date'),
      cell: (entry) => (
        <Text size="sm" component="time" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at)}
        </Text>
      ),
    },
    {
      id: 'operation',
      header: t('history.operation'),
      keyFact: true,
      cell: (entry) => (
        <>
          <Text size="sm">{t(`common:money_kinds.${entry.kind}`)}</Text>
          {detail(entry)}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('history.amount'),
      keyFact: true,
      align: 'right',
      cell: (entry) => (
        <Text size="sm" span fw={600} c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'}>
          {formatMoney(entry.amount)}
        </Text>
      ),
    },
    {
      id: 'balance_after',
      header: t('history.balance_after'),
      align: 'right',
      cell: (entry) => formatMoney(entry.balance_after),
    },
  ];
}

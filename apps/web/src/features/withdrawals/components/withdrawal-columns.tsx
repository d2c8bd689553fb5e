import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Withdrawal } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { RequisitesSummary } from './requisites-summary.tsx';

/**
 * Where the money goes: the method and its requisites, read the same by the seller and by the operators' queue;
 * `more` adds the lines only one of them sees.
 */
export function recipientColumn<Row extends Withdrawal>(
  t: TFunction,
  more?: (withdrawal: Row) => ReactNode,
): DataColumn<Row> {
  return {
    id: 'recipient',
    header: t('invoices.recipient'),
    cell: (w) => (
      <>
        <Text size="sm" fw={500}>
          {t(`methods.${w.method}`)}
        </Text>
        <RequisitesSummary requisites={w.requisites} size="xs" />
        {more?.(w)}
      </>
    ),
  };
}

/** The amount with its fee, and the payout with its rate — the same two columns in both tables. */
export function moneyColumns<Row extends Withdrawal>(t: TFunction): DataColumn<Row>[] {
  return [
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
  ];
}

import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { formatDate } from '../../../shared/lib/format.ts';
import { formatUsd, useOrderMoney } from './order-money.ts';
import { SectionCard } from './section-card.tsx';

interface Row {
  label: string;
  value: string;
  /** A line under the value: where a figure comes from. */
  note?: string | null;
  total?: boolean;
}

/**
 * How the total is made, in the order's currency; fees the marketplace keeps in its own ledgers are said to be so.
 * A total in another currency than the dollar also shows in dollars at the NBU's rate of the day (or says why it
 * cannot), and what the buyer paid in their own currency when the marketplace converted it.
 */
export function MoneyBreakdown({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney();
  const rows: Row[] = [
    { label: t('money.subtotal'), value: money(order.subtotal) },
    { label: t('money.discount'), value: money(order.discount) },
    { label: t('money.tax'), value: money(order.tax) },
    { label: t('money.shipping'), value: money(order.shipping) },
    {
      label: t('money.fees'),
      value: order.fees ? money(order.fees) : t('money.fees_not_reported', { marketplace: t(`kinds.${order.kind}`) }),
    },
    { label: t('money.total'), value: money(order.total), total: true },
  ];
  if (order.total.currency !== 'USD') {
    const usd = order.total_usd;
    rows.push({
      label: t('money.usd_total'),
      value: usd ? formatUsd(usd.amount) : t('money.usd_unavailable'),
      note: usd
        ? t('money.usd_rate', { date: formatDate(usd.rate_date) })
        : t('money.usd_unavailable_hint', { currency: order.total.currency }),
    });
  }
  if (order.buyer_total) {
    rows.push({
      label: t('money.buyer_total'),
      value: money(order.buyer_total),
      note: t('money.buyer_total_hint', { currency: order.total.currency }),
    });
  }
  return (
    <SectionCard title={t('money.heading')}>
      <Table aria-label={t('money.heading')} verticalSpacing={6}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={row.total ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">
                <Value row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

function Value({ row }: { row: Row }): ReactNode {
  return (
    <>
      <Text span size="sm" fw={row.total ? 700 : 400}>
        {row.value}
      </Text>
      {row.note && (
        <Text size="xs" c="gray.7">
          {row.note}
        </Text>
      )}
    </>
  );
}

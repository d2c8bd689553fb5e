import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { useOrderMoney } from './order-money.ts';
import { SectionCard } from './section-card.tsx';

/** How the total is made, in the order's currency; fees the marketplace keeps in its own ledgers are said to be so. */
export function MoneyBreakdown({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney();
  const rows: [string, string, boolean?][] = [
    [t('money.subtotal'), money(order.subtotal)],
    [t('money.discount'), money(order.discount)],
    [t('money.tax'), money(order.tax)],
    [t('money.shipping'), money(order.shipping)],
    [
      t('money.fees'),
      order.fees ? money(order.fees) : t('money.fees_not_reported', { marketplace: t(`kinds.${order.kind}`) }),
    ],
    [t('money.total'), money(order.total), true],
  ];
  return (
    <SectionCard title={t('money.heading')}>
      <Table aria-label={t('money.heading')} verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([label, value, total]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={total ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">
                <Text span size="sm" fw={total ? 700 : 400}>
                  {value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

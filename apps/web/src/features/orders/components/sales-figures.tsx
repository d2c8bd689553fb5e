import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesStats } from '@cabinet/contracts/orders';
import { formatMoney } from '../../../shared/lib/format.ts';
import { SalesChangeText } from './sales-change-text.tsx';

type Figures = SalesStats['current'];

/** Revenue and the average order come in USD (the server converts each shop's currency at the day's rate). */
export const usd = (amount: string) => formatMoney({ amount, currency: 'USD' });

/** Orders, revenue and the average order of the period, each with its change against the period before. */
export function SalesFigures({ current, previous }: { current: Figures; previous: Figures }) {
  const { t } = useTranslation('orders');
  const figures = [
    { id: 'orders', value: String(current.orders), now: current.orders, before: previous.orders },
    { id: 'revenue', value: usd(current.revenue), now: Number(current.revenue), before: Number(previous.revenue) },
    {
      id: 'average_order',
      value: usd(current.average_order),
      now: Number(current.average_order),
      before: Number(previous.average_order),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {figures.map((figure) => (
        <Stack key={figure.id} gap={2} role="group" aria-label={t(`stats.${figure.id}`)}>
          <Text size="sm" c="gray.7">
            {t(`stats.${figure.id}`)}
          </Text>
          <Text size="xl" fw={700}>
            {figure.value}
          </Text>
          <SalesChangeText current={figure.now} previous={figure.before} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@cabinet/contracts/orders';
import { formatDate } from '../../../shared/lib/format.ts';
import { formatUsd } from './order-money.ts';

/**
 * Beside a total in another currency, its US dollar figure at the NBU's official rate of the day (the date on hover);
 * for a currency the rates do not carry, a word that there is none, and why — never a figure made up. Nothing for a
 * USD order.
 */
export function OrderUsd({ order, size = 'xs' }: { order: Pick<OrderSummary, 'total' | 'total_usd'>; size?: string }) {
  const { t } = useTranslation('orders');
  if (order.total.currency === 'USD') return null;
  const usd = order.total_usd;
  const hint = usd
    ? t('money.usd_rate', { date: formatDate(usd.rate_date) })
    : t('money.usd_unavailable_hint', { currency: order.total.currency });
  return (
    <Tooltip label={hint} multiline maw={320}>
      <Text size={size} c="gray.7" title={hint} data-testid="order-usd">
        {usd ? t('money.usd_equivalent', { amount: formatUsd(usd.amount) }) : t('money.usd_unavailable')}
      </Text>
    </Tooltip>
  );
}

import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawalQuote } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The quote's amount, fee, the total held and what the recipient is paid. */
export function CheckoutFigures({ quote }: { quote: WithdrawalQuote }) {
  const { t } = useTranslation('withdrawals');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
      <Figure label={t('checkout.amount')} value={formatMoney(quote.amount)} />
      <Figure label={t('checkout.fee')} value={formatMoney(quote.fee)} />
      <Figure label={t('checkout.total')} value={formatMoney(quote.total)} testId="checkout-total" />
      <Figure label={t('checkout.payout')} value={formatMoney(quote.payout)} testId="checkout-payout" />
    </SimpleGrid>
  );
}

import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Money } from '@cabinet/contracts/money';
import { formatMoney } from '../../../shared/lib/format.ts';

export interface PaymentSummaryProps {
  amount: Money;
  before: Money;
  after: Money;
  enough: boolean;
}

/** What a payment does: the amount, the available balance now and after paying; a warning when it is short. */
export function PaymentSummary({ amount, before, after, enough }: PaymentSummaryProps) {
  const { t } = useTranslation('invoices');
  const figures: [string, Money, string][] = [
    [t('pay.amount'), amount, 'pay-amount'],
    [t('pay.balance_before'), before, 'pay-balance-before'],
    [t('pay.balance_after'), after, 'pay-balance-after'],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
        {figures.map(([label, value, testId]) => (
          <Stack key={testId} gap={2}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              size="lg"
              data-testid={testId}
              c={testId === 'pay-balance-after' && !enough ? 'red.9' : undefined}
            >
              {formatMoney(value)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {!enough && (
        <Alert color="red" variant="light" title={t('pay.not_enough_title')}>
          {t('pay.not_enough_text')}
        </Alert>
      )}
    </Stack>
  );
}

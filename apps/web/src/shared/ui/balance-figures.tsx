import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Balance } from '@cabinet/contracts/money';
import { formatMoney } from '../lib/format.ts';

/** The §3 Balance labels, in the order a seller reads them. */
export const BALANCE_LABELS = [
  'available',
  'waiting',
  'frozen',
  'will_be_removed',
  'blocked',
  'minimum_balance',
  'available_for_shipments',
  'available_for_withdrawal',
] as const satisfies readonly (keyof Balance)[];

/**
 * Every balance figure with its label and a line of explanation (account page, dashboard, back office). The lines
 * speak to the seller, or about the seller on an operator's screen (`voice="operator"`).
 */
export function BalanceFigures({
  balance,
  compact = false,
  voice = 'seller',
}: {
  balance: Balance;
  compact?: boolean;
  voice?: 'seller' | 'operator';
}) {
  const { t } = useTranslation();
  const labels = compact ? BALANCE_LABELS.slice(0, 4) : BALANCE_LABELS;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: compact ? 4 : 4 }} spacing="md" m={0}>
      {labels.map((label) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="sm" c="gray.7">
            {t(`balance.${label}`)}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg" data-testid={`balance-${label}`}>
            {formatMoney(balance[label])}
          </Text>
          {!compact && (
            <Text component="dd" m={0} size="xs" c="gray.7">
              {t(voice === 'operator' ? `balance.ops_hint.${label}` : `balance.hint.${label}`)}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

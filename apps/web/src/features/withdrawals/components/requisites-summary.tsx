import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequisitesView } from '@cabinet/contracts/withdrawals';

/** Where the money goes, as the seller confirms it (§5): a card only by its last four digits. */
export function RequisitesSummary({ requisites, size = 'sm' }: { requisites: RequisitesView; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('withdrawals');
  const lines: Array<[string, string]> =
    requisites.method === 'card'
      ? [
          [t('requisites.card_number'), `${requisites.brand} •••• ${requisites.last4}`],
          [t('requisites.holder_name'), requisites.holder_name],
        ]
      : requisites.method === 'bank'
        ? [
            [t('requisites.iban'), requisites.iban],
            [t('requisites.recipient_name'), requisites.recipient_name],
            [t('requisites.tax_number'), requisites.tax_number],
          ]
        : [[t('requisites.wallet_email'), requisites.email]];
  return (
    <Stack gap={2} component="dl" m={0}>
      {lines.map(([label, value]) => (
        <Text key={label} size={size} component="div">
          <Text span c="gray.7" size={size} component="dt" display="inline">
            {label}:
          </Text>{' '}
          <Text span fw={500} size={size} component="dd" display="inline" m={0}>
            {value}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

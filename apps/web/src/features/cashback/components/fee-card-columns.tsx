import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { FeeCardStatusBadge } from './fee-card-status-badge.tsx';

/** Which card (its label, masked number and expiry), its state, its balance and when the issuer last told it. */
export function feeCardColumns(t: TFunction): DataColumn<FeeCard>[] {
  return [
    {
      id: 'card',
      header: t('cards.card'),
      keyFact: true,
      rowHeader: true,
      cell: (card) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {card.label}
          </Text>
          {card.number_masked && (
            <Text size="sm" ff="monospace">
              {card.number_masked}
            </Text>
          )}
          {card.expiry && (
            <Text size="xs" c="gray.7">
              {t('cards.expiry', { expiry: card.expiry })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('cards.status_label'),
      keyFact: true,
      cell: (card) => <FeeCardStatusBadge status={card.status} />,
    },
    {
      id: 'balance',
      header: t('cards.balance'),
      keyFact: true,
      align: 'right',
      cell: (card) => (
        <Text size="sm" fw={600} span>
          {formatMoney(card.balance)}
        </Text>
      ),
    },
    {
      id: 'refreshed_at',
      header: t('cards.refreshed_at'),
      cell: (card) =>
        card.balance_refreshed_at ? (
          <Text size="sm" component="time" dateTime={card.balance_refreshed_at}>
            {formatDateTime(card.balance_refreshed_at)}
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            {t('cards.not_refreshed')}
          </Text>
        ),
    },
  ];
}

import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { FeeCardActions } from './fee-card-actions.tsx';
import { FeeCardStatusBadge } from './fee-card-status-badge.tsx';

/** The seller's cards: which card, its state, its balance and when the issuer last told us its spending. */
export function FeeCardTable({
  cards,
  onTopUp,
  onTransactions,
}: {
  cards: FeeCard[];
  onTopUp: (card: FeeCard) => void;
  onTransactions: (card: FeeCard) => void;
}) {
  const { t } = useTranslation('cashback');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t('cards.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cards.card')}</Table.Th>
            <Table.Th scope="col">{t('cards.status_label')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('cards.balance')}
            </Table.Th>
            <Table.Th scope="col">{t('cards.refreshed_at')}</Table.Th>
            <Table.Th scope="col">{t('cards.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.id}>
              <Table.Th scope="row" fw={400}>
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
              </Table.Th>
              <Table.Td>
                <FeeCardStatusBadge status={card.status} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(card.balance)}
              </Table.Td>
              <Table.Td>
                {card.balance_refreshed_at ? (
                  <Text size="sm" component="time" dateTime={card.balance_refreshed_at}>
                    {formatDateTime(card.balance_refreshed_at)}
                  </Text>
                ) : (
                  <Text size="sm" c="gray.7">
                    {t('cards.not_refreshed')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <FeeCardActions card={card} onTopUp={() => onTopUp(card)} onTransactions={() => onTransactions(card)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { useState } from 'react';
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useFeeCard } from '../api/get-fee-cards.ts';
import { problemMessage } from './problem.ts';

/** A card's movements: top-ups, marketplace fees paid with it, its closing; newest first, paged. */
export function CardTransactions({ card }: { card: FeeCard }) {
  const { t } = useTranslation('cashback');
  const [page, setPage] = useState(1);
  const detail = useFeeCard(card.id, page);
  const data = detail.data?.transactions;
  if (detail.isError && !data) {
    return (
      <Alert color="red" variant="light" role="alert" title={problemMessage(detail.error, t)}>
        {t('cards.transactions_failed')}
      </Alert>
    );
  }
  return (
    <ListCard
      caption={t('transactions.caption')}
      empty={data?.entries.length === 0}
      emptyText={t('transactions.empty')}
      loading={detail.isFetching}
    >
      <Table.ScrollContainer minWidth={460}>
        <Table striped aria-label={t('transactions.title', { card: card.label })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.date')}</Table.Th>
              <Table.Th scope="col">{t('history.operation')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.amount')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.balance_after')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm" component="time" dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`common:money_kinds.${entry.kind}`)}</Text>
                  {entry.merchant && (
                    <Text size="xs" c="gray.7">
                      {entry.merchant}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600} c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'}>
                  {formatMoney(entry.amount)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(entry.balance_after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={data ? Math.ceil(data.total / data.on_page) : 0} onChange={setPage} />
    </ListCard>
  );
}

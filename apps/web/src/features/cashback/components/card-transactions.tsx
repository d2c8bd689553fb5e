import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard, FeeCardTransaction as Entry } from '@cabinet/contracts/fee-cards';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useFeeCard } from '../api/get-fee-cards.ts';
import { movementColumns } from './movement-columns.tsx';
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
  const columns = movementColumns<Entry>(
    t,
    (entry) =>
      entry.merchant && (
        <Text size="xs" c="gray.7">
          {entry.merchant}
        </Text>
      ),
  );
  return (
    <ListCard
      caption={t('transactions.caption')}
      empty={data?.entries.length === 0}
      emptyText={t('transactions.empty')}
      query={detail}
      pager={{ page, pages: pageCount(data), onChange: setPage }}
    >
      <DataTable
        label={t('transactions.title', { card: card.label })}
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(entry) => entry.id}
        minWidth={460}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}

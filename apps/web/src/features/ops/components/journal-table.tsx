import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { newIdempotencyKey, IDEMPOTENCY_HEADER } from '../../../shared/api/idempotency.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useReverseJournal } from '../api/change-balance.ts';
import { useOpsAccountLog } from '../api/get-ops-accounts.ts';

/** The seller's balance log; a journal that is not itself a reversal can be reversed (after a confirmation). */
export function JournalTable({ accountId }: { accountId: number }) {
  const { t } = useTranslation('ops');
  const [page, setPage] = useState(1);
  const log = useOpsAccountLog(accountId, page);
  const reverse = useReverseJournal();
  const data = log.data;

  const onReverse = async (journalId: number, amount: string) => {
    try {
      await confirm({
        title: t('journal.confirm_title'),
        message: t('journal.confirm_text', { amount }),
        actions: [{ label: t('journal.reverse'), value: true, color: 'red' }],
      });
      await reverse.mutateAsync({ journalId, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } });
      notifySuccess(t('journal.reversed'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };

  return (
    <ListCard
      title={t('journal.title')}
      empty={data?.entries.length === 0}
      loading={log.isFetching}
      error={log.isError ? errorMessage(log.error, t) : null}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('journal.date')}</Table.Th>
              <Table.Th>{t('journal.operation')}</Table.Th>
              <Table.Th ta="right">{t('journal.amount')}</Table.Th>
              <Table.Th ta="right">{t('journal.balance_after')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`money_kinds.${entry.kind}`)}</Text>
                  {entry.description && (
                    <Text size="xs" c="gray.7">
                      {entry.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(entry.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(entry.balance_after)}</Table.Td>
                <Table.Td>
                  {entry.kind !== 'reversal' && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void onReverse(entry.journal_id, formatMoney(entry.amount))}
                    >
                      {t('journal.reverse')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={data ? Math.ceil(data.total / data.on_page) : 0} onChange={setPage} />
    </ListCard>
  );
}

import { Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { journalKinds } from '@cabinet/contracts/money';
import { useBalance } from '../../../shared/api/balance.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useBalanceLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { LogFilters } from '../components/log-filters.tsx';

/** /balance-log — every movement of the available balance, filtered in the URL, exportable as CSV. */
export function BalanceLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const balance = useBalance();
  const log = useBalanceLog(filters);
  const data = log.data;
  return (
    <Page title={t('balance_log.title')} caption={t('balance_log.caption')}>
      <Stack gap="md">
        {balance.data && (
          <Card withBorder>
            <BalanceFigures balance={balance.data} />
          </Card>
        )}
        <LogFilters log="balance-log" kinds={journalKinds} filters={filters} onChange={setFilters} />
        <ListCard
          title={t('balance_log.list')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          empty={data?.entries.length === 0}
          emptyText={t('list.empty')}
          loading={log.isFetching}
          error={log.isError ? errorMessage(log.error, t) : null}
        >
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.operation')}</Table.Th>
                  <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                  <Table.Th ta="right">{t('columns.balance_after')}</Table.Th>
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
                    <Table.Td ta="right" c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'} fw={600}>
                      {formatMoney(entry.amount)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(entry.balance_after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            page={filters.page}
            total={data ? Math.ceil(data.total / data.on_page) : 0}
            onChange={(page) => setFilters({ page })}
          />
        </ListCard>
      </Stack>
    </Page>
  );
}

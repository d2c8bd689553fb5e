import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { journalKinds, type Hold } from '@cabinet/contracts/money';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useHoldLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { LogFilters } from '../components/log-filters.tsx';

const STATUS_COLOR: Record<Hold['status'], string> = { active: 'yellow', captured: 'gray', released: 'teal' };

/** /money-hold-log — money set aside for withdrawals (frozen) and for charges to come (will be removed). */
export function HoldLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const log = useHoldLog(filters);
  const data = log.data;
  return (
    <Page title={t('hold_log.title')} caption={t('hold_log.caption')}>
      <Stack gap="md">
        <LogFilters log="hold-log" kinds={journalKinds} filters={filters} onChange={setFilters} />
        <ListCard
          title={t('hold_log.list')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          empty={data?.holds.length === 0}
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
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.resolved_at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.holds.map((hold) => (
                  <Table.Tr key={hold.id}>
                    <Table.Td>{formatDateTime(hold.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`money_kinds.${hold.kind}`)}</Text>
                      <Text size="xs" c="gray.7">
                        {t(`hold_log.purpose.${hold.purpose}`)}
                        {hold.description ? ` · ${hold.description}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(hold.amount)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[hold.status]} variant="light">
                        {t(`hold_log.status.${hold.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(hold.resolved_at)}</Table.Td>
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

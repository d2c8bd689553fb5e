import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';
import { useBalanceLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { entryColumns } from '../components/log-columns.tsx';
import { LogPage } from '../components/log-page.tsx';

/** /balance-log — every movement of the available balance, filtered in the URL, exportable as CSV. */
export function BalanceLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const balance = useBalance();
  const log = useBalanceLog(filters);
  // Money out in red, money in in green.
  const columns = entryColumns(t, 'columns', (entry) => (
    <Text size="sm" span c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'} fw={600}>
      {formatMoney(entry.amount)}
    </Text>
  ));
  return (
    <LogPage
      log="balance-log"
      above={
        balance.data && (
          <Card withBorder>
            <BalanceFigures balance={balance.data} />
          </Card>
        )
      }
      filters={filters}
      onFilters={setFilters}
      query={log}
      list={log.data}
      rows={log.data?.entries}
      columns={columns}
    />
  );
}

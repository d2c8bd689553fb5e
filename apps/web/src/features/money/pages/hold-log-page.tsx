import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Hold } from '@cabinet/contracts/money';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { useHoldLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { dateColumn } from '../components/log-columns.tsx';
import { LogPage } from '../components/log-page.tsx';

const STATUS_COLOR: Record<Hold['status'], string> = { active: 'yellow', captured: 'gray', released: 'teal' };

/** /money-hold-log — money set aside for withdrawals (frozen) and for charges to come (will be removed). */
export function HoldLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const log = useHoldLog(filters);
  const columns: DataColumn<Hold>[] = [
    dateColumn(t('columns.date')),
    {
      id: 'operation',
      header: t('columns.operation'),
      keyFact: true,
      cell: (hold) => (
        <>
          <Text size="sm">{t(`money_kinds.${hold.kind}`)}</Text>
          <Text size="xs" c="gray.7">
            {t(`hold_log.purpose.${hold.purpose}`)}
            {hold.description ? ` · ${hold.description}` : ''}
          </Text>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      keyFact: true,
      align: 'right',
      cell: (hold) => (
        <Text size="sm" fw={600} span>
          {formatMoney(hold.amount)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (hold) => (
        <Badge color={STATUS_COLOR[hold.status]} variant="light">
          {t(`hold_log.status.${hold.status}`)}
        </Badge>
      ),
    },
    { id: 'resolved', header: t('columns.resolved_at'), cell: (hold) => formatDateTime(hold.resolved_at) },
  ];
  return (
    <LogPage
      log="hold-log"
      filters={filters}
      onFilters={setFilters}
      query={log}
      list={log.data}
      rows={log.data?.holds}
      columns={columns}
    />
  );
}

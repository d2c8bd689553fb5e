import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncomingReport, ReportGrouping } from '@cabinet/contracts/reports';
import { formatDate } from '../../../shared/lib/format.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { BucketTable } from './bucket-table.tsx';
import { kindLabel } from './kind-label.ts';
import type { ReportQuery } from './report-body.tsx';
import { ReportTableCard } from './report-table-card.tsx';

/** 2026-03 → 03.2026; 2026-03-02 → 02.03.2026. */
const periodLabel = (period: string) =>
  period.length === 7 ? period.split('-').reverse().join('.') : formatDate(period);

/** The incoming money by kind and, beside it, by day or month. */
export function IncomingBuckets({
  data,
  group,
  report,
}: {
  data: IncomingReport;
  group: ReportGrouping;
  report: ReportQuery;
}) {
  const { t } = useTranslation('reports');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ReportTableCard
        title={t('incoming.by_kind')}
        empty={data.by_kind.length === 0}
        emptyText={t('incoming.empty')}
        report={report}
      >
        <BucketTable
          label={t('columns.operation')}
          rows={data.by_kind.map((k) => ({ key: k.kind, name: kindLabel(t, k.kind), ...k }))}
          whole={data.total}
        />
      </ReportTableCard>
      <ListCard
        title={group === 'day' ? t('incoming.per_day') : t('incoming.per_month')}
        empty={data.by_period.length === 0}
        emptyText={t('incoming.empty')}
        loading={report.isFetching}
      >
        <BucketTable
          label={t('columns.period')}
          rows={data.by_period.map((p) => ({ key: p.period, name: periodLabel(p.period), ...p }))}
          whole={data.total}
        />
      </ListCard>
    </SimpleGrid>
  );
}

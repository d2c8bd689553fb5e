import { Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncomingReport, ReportGrouping } from '@cabinet/contracts/reports';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadIncomingCsv, useIncomingReport, type IncomingFilters } from '../api/get-reports.ts';
import { Figures } from '../components/figures.tsx';
import { kindLabel } from '../components/kind-label.ts';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { minorOf } from '@cabinet/contracts/money-math';
import { ReportRangeCaption } from '../components/report-controls.tsx';
import { DownloadButton } from '../components/report-download.tsx';

/** 2026-03 → 03.2026; 2026-03-02 → 02.03.2026. */
const periodLabel = (period: string) =>
  period.length === 7 ? period.split('-').reverse().join('.') : formatDate(period);

const share = (part: IncomingReport['total'], whole: IncomingReport['total']) =>
  minorOf(whole) > 0 ? (minorOf(part) / minorOf(whole)) * 100 : 0;

/** /reports/incoming-payments — incoming money of a date range, by kind and by day or month; CSV download. */
export function IncomingReportPage() {
  const { t } = useTranslation('reports');
  const { filters, setFilters } = useListFilters<IncomingFilters>({}, { group: 'day' });
  const group: ReportGrouping = filters.group === 'month' ? 'month' : 'day';
  const query = { date_from: filters.date_from, date_to: filters.date_to, group };
  const report = useIncomingReport(query);
  const data = report.data;
  const range =
    filters.date_from || filters.date_to
      ? { from: filters.date_from ?? null, to: filters.date_to ?? null }
      : data
        ? { from: data.date_from, to: data.date_to }
        : null;

  return (
    <Page title={t('incoming.title')} caption={t('incoming.caption')}>
      <Group align="end" gap="sm" wrap="wrap">
        <DateRangeInput
          label={t('filters.period')}
          w={260}
          value={range}
          onChange={(next) => setFilters({ date_from: next?.from ?? null, date_to: next?.to ?? null })}
        />
        <SegmentedControl
          aria-label={t('incoming.group')}
          value={group}
          onChange={(value) => setFilters({ group: value })}
          data={[
            { value: 'day', label: t('incoming.by_day') },
            { value: 'month', label: t('incoming.by_month') },
          ]}
        />
        <DownloadButton
          label={t('actions.download_csv')}
          fileName="incoming-payments.csv"
          fetchFile={() => downloadIncomingCsv(query)}
          disabled={!data}
        />
      </Group>
      {report.isError && !data ? (
        <LoadFailure error={report.error} retry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        data && (
          <Stack gap="md">
            <Card withBorder>
              <Stack gap="xs">
                <ReportRangeCaption from={data.date_from} to={data.date_to} />
                <Figures
                  cols={2}
                  figures={[
                    {
                      label: t('incoming.total'),
                      value: formatMoney(data.total),
                      testId: 'incoming-total',
                      color: 'teal.9',
                    },
                    { label: t('incoming.count'), value: String(data.count), testId: 'incoming-count' },
                  ]}
                />
              </Stack>
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ListCard
                title={t('incoming.by_kind')}
                empty={data.by_kind.length === 0}
                emptyText={t('incoming.empty')}
                loading={report.isFetching}
                error={report.isError ? errorMessage(report.error, t) : null}
              >
                <BucketTable
                  label={t('columns.operation')}
                  rows={data.by_kind.map((k) => ({ key: k.kind, name: kindLabel(t, k.kind), ...k }))}
                  whole={data.total}
                />
              </ListCard>
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
          </Stack>
        )
      )}
    </Page>
  );
}

function BucketTable({
  label,
  rows,
  whole,
}: {
  label: string;
  rows: { key: string; name: string; count: number; total: IncomingReport['total'] }[];
  whole: IncomingReport['total'];
}) {
  const { t } = useTranslation('reports');
  return (
    <DataTable
      label={label}
      columns={[
        {
          id: 'name',
          header: label,
          keyFact: true,
          cell: (row) => (
            <>
              <Text size="sm">{row.name}</Text>
              <Progress value={share(row.total, whole)} size="xs" mt={4} color="teal" aria-hidden />
            </>
          ),
        },
        { id: 'count', header: t('columns.count'), align: 'right', cell: (row) => row.count },
        {
          id: 'amount',
          header: t('columns.amount'),
          keyFact: true,
          align: 'right',
          cell: (row) => (
            <Text size="sm" fw={600} span>
              {formatMoney(row.total)}
            </Text>
          ),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
      verticalSpacing="xs"
    />
  );
}

import { Alert, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { summaryPeriods, type SummaryPeriod } from '@cabinet/contracts/reports';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadSummary, useSummaryReport, type SummaryFilters } from '../api/get-reports.ts';
import { Figures } from '../components/figures.tsx';
import { kindLabel } from '../components/kind-label.ts';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { ReportDownloads, ReportRangeCaption, ReportRangeInput } from '../components/report-controls.tsx';

const isPeriod = (value: unknown): value is SummaryPeriod => summaryPeriods.includes(value as SummaryPeriod);

/**
 * /account/summary-report — a period's opening and closing balance, incoming, outgoing, fees and net, and the
 * totals per operation; this month, last month or a custom range; downloadable as CSV and PDF.
 */
export function SummaryReportPage() {
  const { t } = useTranslation('reports');
  const { filters, setFilters } = useListFilters<SummaryFilters>({});
  const period: SummaryPeriod = isPeriod(filters.period) ? filters.period : 'this_month';
  const custom = period === 'custom';
  const query: SummaryFilters = custom
    ? { period, date_from: filters.date_from, date_to: filters.date_to }
    : { period };
  const complete = !custom || Boolean(filters.date_from && filters.date_to);
  const report = useSummaryReport(query, complete);
  const data = complete ? report.data : undefined;

  return (
    <Page title={t('summary.title')} caption={t('summary.caption')}>
      <Group align="end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('summary.period')}
          value={period}
          onChange={(value) =>
            setFilters({ period: value, ...(value === 'custom' ? {} : { date_from: null, date_to: null }) })
          }
          data={summaryPeriods.map((p) => ({ value: p, label: t(`summary.periods.${p}`) }))}
        />
        {custom && <ReportRangeInput range={filters} onChange={setFilters} />}
        <ReportDownloads
          fileBase="summary-report"
          fetchFile={(format) => downloadSummary(query, format)}
          disabled={!data}
        />
      </Group>
      {!complete && <Alert color="blue" variant="light" title={t('summary.pick_range')} />}
      {report.isError && !data ? (
        <LoadFailure error={report.error} retry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        data && (
          <Stack gap="md">
            <Card withBorder>
              <Stack gap="xs">
                <ReportRangeCaption from={data.date_from} to={data.date_to} />
                <Figures
                  figures={[
                    {
                      label: t('summary.opening'),
                      value: formatMoney(data.opening_balance),
                      testId: 'summary-opening',
                    },
                    {
                      label: t('summary.incoming'),
                      value: formatMoney(data.incoming),
                      testId: 'summary-incoming',
                      color: 'teal.9',
                    },
                    {
                      label: t('summary.outgoing'),
                      value: formatMoney(data.outgoing),
                      testId: 'summary-outgoing',
                      color: 'red.9',
                    },
                    { label: t('summary.fees'), value: formatMoney(data.fees), testId: 'summary-fees' },
                    { label: t('summary.net'), value: formatMoney(data.net), testId: 'summary-net' },
                    {
                      label: t('summary.closing'),
                      value: formatMoney(data.closing_balance),
                      testId: 'summary-closing',
                    },
                  ]}
                />
                <Text size="xs" c="gray.7">
                  {t('summary.balance_note')}
                </Text>
              </Stack>
            </Card>
            <ListCard
              title={t('summary.by_kind')}
              empty={data.by_kind.length === 0}
              emptyText={t('summary.empty')}
              loading={report.isFetching}
              error={report.isError ? errorMessage(report.error, t) : null}
            >
              <DataTable
                label={t('summary.by_kind')}
                columns={[
                  {
                    id: 'operation',
                    header: t('columns.operation'),
                    keyFact: true,
                    cell: (row) => kindLabel(t, row.kind),
                  },
                  { id: 'count', header: t('columns.count'), align: 'right', cell: (row) => row.count },
                  {
                    id: 'incoming',
                    header: t('summary.incoming'),
                    keyFact: true,
                    align: 'right',
                    cell: (row) => formatMoney(row.incoming),
                  },
                  {
                    id: 'outgoing',
                    header: t('summary.outgoing'),
                    keyFact: true,
                    align: 'right',
                    cell: (row) => formatMoney(row.outgoing),
                  },
                ]}
                rows={data.by_kind}
                rowKey={(row) => row.kind}
                minWidth={520}
                verticalSpacing="xs"
              />
            </ListCard>
          </Stack>
        )
      )}
    </Page>
  );
}

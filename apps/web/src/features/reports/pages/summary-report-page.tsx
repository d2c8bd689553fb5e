import { Alert, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { summaryPeriods, type SummaryPeriod } from '@cabinet/contracts/reports';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadSummary, useSummaryReport, type SummaryFilters } from '../api/get-reports.ts';
import { Figures } from '../components/figures.tsx';
import { ReportBody } from '../components/report-body.tsx';
import { ReportDownloads, ReportRangeInput } from '../components/report-controls.tsx';
import { ReportTableCard } from '../components/report-table-card.tsx';
import { summaryColumns } from '../components/summary-columns.ts';
import { summaryFigures } from '../components/summary-figures.ts';

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
      <ReportBody
        report={report}
        data={data}
        summary={(shown) => (
          <>
            <Figures figures={summaryFigures(t, shown)} />
            <Text size="xs" c="gray.7">
              {t('summary.balance_note')}
            </Text>
          </>
        )}
        details={(shown) => (
          <ReportTableCard
            title={t('summary.by_kind')}
            empty={shown.by_kind.length === 0}
            emptyText={t('summary.empty')}
            report={report}
          >
            <DataTable
              label={t('summary.by_kind')}
              columns={summaryColumns(t)}
              rows={shown.by_kind}
              rowKey={(row) => row.kind}
              minWidth={520}
              verticalSpacing="xs"
            />
          </ReportTableCard>
        )}
      />
    </Page>
  );
}

import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportGrouping } from '@cabinet/contracts/reports';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadIncomingCsv, useIncomingReport, type IncomingFilters } from '../api/get-reports.ts';
import { Figures } from '../components/figures.tsx';
import { IncomingBuckets } from '../components/incoming-buckets.tsx';
import { ReportBody } from '../components/report-body.tsx';
import { DownloadButton } from '../components/report-download.tsx';

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
      <ReportBody
        report={report}
        data={data}
        summary={(shown) => (
          <Figures
            cols={2}
            figures={[
              {
                label: t('incoming.total'),
                value: formatMoney(shown.total),
                testId: 'incoming-total',
                color: 'teal.9',
              },
              { label: t('incoming.count'), value: String(shown.count), testId: 'incoming-count' },
            ]}
          />
        )}
        details={(shown) => <IncomingBuckets data={shown} group={group} report={report} />}
      />
    </Page>
  );
}

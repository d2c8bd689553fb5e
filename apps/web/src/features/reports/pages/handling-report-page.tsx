import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { downloadHandling, useHandlingReport, type HandlingFilters } from '../api/get-reports.ts';
import { Figures } from '../components/figures.tsx';
import { kindLabel } from '../components/kind-label.ts';
import { ReportBody } from '../components/report-body.tsx';
import { ReportDownloads, ReportRangeInput } from '../components/report-controls.tsx';
import { ReportTableCard } from '../components/report-table-card.tsx';

/**
 * /reports/handling-and-labels (§2): what the seller paid for handling and labels in a range — shipments and their
 * labels, national post, warehouse handling and storage — by kind and by day, as the ledger has it (a charge
 * returned is netted); this month unless a range is chosen; downloadable as CSV and A4 PDF.
 */
export function HandlingReportPage() {
  const { t } = useTranslation('reports');
  const { filters, setFilters } = useListFilters<HandlingFilters>({});
  const query: HandlingFilters = { date_from: filters.date_from, date_to: filters.date_to };
  const report = useHandlingReport(query);
  const data = report.data;

  return (
    <Page title={t('handling.title')} caption={t('handling.caption')}>
      <Group align="end" gap="sm" wrap="wrap">
        <ReportRangeInput range={filters} onChange={setFilters} />
        <ReportDownloads
          fileBase="handling-and-labels"
          fetchFile={(format) => downloadHandling(query, format)}
          disabled={!data}
        />
      </Group>
      <ReportBody
        report={report}
        data={data}
        summary={(shown) => (
          <Figures
            figures={[
              { label: t('handling.total'), value: formatMoney(shown.total), testId: 'handling-total' },
              ...shown.by_kind.map((k) => ({
                label: kindLabel(t, k.kind),
                value: formatMoney(k.total),
                testId: `handling-${k.kind}`,
              })),
            ]}
          />
        )}
        details={(shown) => (
          <ReportTableCard
            title={t('handling.by_day')}
            empty={shown.by_day.length === 0}
            emptyText={t('handling.empty')}
            report={report}
          >
            <DataTable
              label={t('handling.by_day')}
              columns={[
                { id: 'day', header: t('columns.date'), keyFact: true, cell: (row) => formatDate(row.day) },
                { id: 'kind', header: t('columns.operation'), keyFact: true, cell: (row) => kindLabel(t, row.kind) },
                { id: 'count', header: t('columns.count'), align: 'right', cell: (row) => row.count },
                {
                  id: 'total',
                  header: t('handling.paid'),
                  keyFact: true,
                  align: 'right',
                  cell: (row) => formatMoney(row.total),
                },
              ]}
              rows={shown.by_day}
              rowKey={(row) => `${row.day}-${row.kind}`}
              minWidth={520}
              verticalSpacing="xs"
            />
          </ReportTableCard>
        )}
      />
    </Page>
  );
}

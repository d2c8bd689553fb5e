import { Alert, Anchor, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorPlatforms, type ErrorPlatform, type ErrorReportSummary } from '@cabinet/contracts/error-reports';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsErrorReportUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useOpsErrorReports, type ErrorReportFilters } from '../api/get-ops-error-reports.ts';
import { ReportedUser } from '../components/reported-user.tsx';

/** /ops/error-reports — what the sandbox collector kept of the API's and the browsers' errors, newest first. */
export function OpsErrorReportsPage() {
  const { t } = useTranslation('error-reports');
  const { filters, setFilters } = useListFilters<ErrorReportFilters>({ numbers: ['page'] }, { page: 1 });
  const list = useOpsErrorReports(filters);
  const data = list.data;
  const none = t('ops.detail.none');
  const columns: DataColumn<ErrorReportSummary>[] = [
    {
      id: 'error',
      header: t('ops.list.error'),
      keyFact: true,
      cell: (r) => (
        // What the code said, in its own words (English as a rule), not the page's language.
        <Anchor component={Link} to={opsErrorReportUrl(r.id)} lineClamp={2} lang="en">
          {r.type ? `${r.type}: ${r.message}` : r.message}
        </Anchor>
      ),
    },
    { id: 'received', header: t('ops.list.received'), keyFact: true, cell: (r) => formatDateTime(r.received_at) },
    { id: 'platform', header: t('ops.list.platform'), cell: (r) => t(`platforms.${r.platform}`) },
    { id: 'route', header: t('ops.list.route'), cell: (r) => r.route ?? none },
    { id: 'account', header: t('ops.list.account'), cell: (r) => <ReportedUser userId={r.user_id} /> },
    { id: 'release', header: t('ops.list.release'), cell: (r) => <Text size="sm">{r.release ?? none}</Text> },
  ];
  return (
    <ListPage
      title={t('ops.list.title')}
      caption={t('ops.list.caption')}
      above={
        data &&
        (!data.collecting.node || !data.collecting.browser) && (
          <Stack gap="xs">
            {!data.collecting.node && <Alert color="blue">{t('ops.list.external_node')}</Alert>}
            {!data.collecting.browser && <Alert color="blue">{t('ops.list.external_browser')}</Alert>}
          </Stack>
        )
      }
      filters={
        <Select
          label={t('ops.list.platform')}
          placeholder={t('ops.list.all_platforms')}
          clearable
          data={errorPlatforms.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
          value={filters.platform ?? null}
          onChange={(platform) => setFilters({ platform: (platform as ErrorPlatform | null) ?? undefined, page: 1 })}
          w={260}
        />
      }
      list={{
        title: t('ops.list.list'),
        caption: data ? t('ops.list.total', { total: data.total }) : undefined,
        empty: data?.items.length === 0,
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.list.list')}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          minWidth={860}
          verticalSpacing="xs"
          highlightOnHover
        />
      }
    />
  );
}

import type { ReactNode } from 'react';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ErrorReport } from '@cabinet/contracts/error-reports';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useOpsErrorReport } from '../api/get-ops-error-report.ts';
import { ReportedUser } from '../components/reported-user.tsx';
import { StackFrames } from '../components/stack-frames.tsx';

function Facts({ report }: { report: ErrorReport }) {
  const { t } = useTranslation('error-reports');
  const facts: Array<[string, ReactNode]> = [
    [t('ops.list.received'), formatDateTime(report.received_at)],
    [t('ops.list.platform'), t(`platforms.${report.platform}`)],
    [t('ops.list.route'), report.route],
    [t('ops.list.account'), report.user_id && <ReportedUser userId={report.user_id} />],
    [t('ops.list.release'), report.release],
    [t('ops.detail.environment'), report.environment],
    [t('ops.detail.request_id'), report.request_id],
    [t('ops.detail.trace_id'), report.trace_id],
    [t('ops.detail.event_id'), report.event_id],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || t('ops.detail.none')}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** /ops/error-reports/:id — one report: what failed, where, for whom, and its stack. */
export function OpsErrorReportPage() {
  const { t } = useTranslation('error-reports');
  const id = Number(useParams().id);
  const detail = useOpsErrorReport(id);
  const report = detail.data;
  return (
    <Page
      title={report ? t('ops.detail.title', { id: report.id }) : t('ops.detail.loading_title')}
      back={paths.opsErrorReports}
      loading={detail.isPending}
    >
      {detail.isError && <Alert color="red" role="alert" title={errorMessage(detail.error, t)} />}
      {report && (
        <Stack gap="md">
          <Card withBorder>
            <Text fw={600} mb="sm" style={{ overflowWrap: 'anywhere' }} lang="en">
              {report.type ? `${report.type}: ${report.message}` : report.message}
            </Text>
            <Facts report={report} />
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('ops.detail.stack')}
            </Title>
            <StackFrames frames={report.frames} />
          </Card>
        </Stack>
      )}
    </Page>
  );
}

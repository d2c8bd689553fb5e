import type { ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { ReportRangeCaption } from './report-controls.tsx';

/** What a report page reads from its query (a TanStack `useQuery` result fits). */
export interface ReportQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A report under its controls: a failure with a retry when nothing came; otherwise a card with the days it covers
 * and its `summary`, then its `details` (the tables).
 */
export function ReportBody<Data extends { date_from: string; date_to: string }>({
  report,
  data,
  summary,
  details,
}: {
  report: ReportQuery;
  data: Data | undefined;
  summary: (data: Data) => ReactNode;
  details: (data: Data) => ReactNode;
}) {
  if (report.isError && !data) {
    return <LoadFailure error={report.error} retry={() => void report.refetch()} retrying={report.isFetching} />;
  }
  if (!data) return null;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="xs">
          <ReportRangeCaption from={data.date_from} to={data.date_to} />
          {summary(data)}
        </Stack>
      </Card>
      {details(data)}
    </Stack>
  );
}

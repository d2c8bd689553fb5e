import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import type { ReportQuery } from './report-body.tsx';

/** A report's table in its card: the no-data text, an overlay while the report is fetched again, a failed refresh. */
export function ReportTableCard({
  title,
  empty,
  emptyText,
  report,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  report: ReportQuery;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <ListCard
      title={title}
      empty={empty}
      emptyText={emptyText}
      loading={report.isFetching}
      error={report.isError ? errorMessage(report.error, t) : null}
    >
      {children}
    </ListCard>
  );
}

import type { TFunction } from 'i18next';
import type { SummaryReport } from '@cabinet/contracts/reports';
import { formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { kindLabel } from './kind-label.ts';

/** The totals per operation: how many, how much came in and went out. */
export const summaryColumns = (t: TFunction): DataColumn<SummaryReport['by_kind'][number]>[] => [
  { id: 'operation', header: t('columns.operation'), keyFact: true, cell: (row) => kindLabel(t, row.kind) },
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
];

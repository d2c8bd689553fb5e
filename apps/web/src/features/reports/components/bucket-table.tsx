import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncomingReport } from '@cabinet/contracts/reports';
import { minorOf } from '@cabinet/contracts/money-math';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';

const share = (part: IncomingReport['total'], whole: IncomingReport['total']) =>
  minorOf(whole) > 0 ? (minorOf(part) / minorOf(whole)) * 100 : 0;

/** Incoming money split into buckets (kinds or periods): each with its share of the whole as a bar. */
export function BucketTable({
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

import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkItemResult } from '@cabinet/contracts/withdrawals-ops';
import { Banner } from '../../../shared/ui/banner.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import type { BulkAction } from '../api/ops-withdrawals.ts';
import { codeWording } from './problem.ts';

/** Each withdrawal's outcome in words: paid or rejected, waiting for a second operator, or why it was not done. */
export function OpsBulkResults({
  action,
  results,
  onClose,
}: {
  action: BulkAction['action'];
  results: BulkItemResult[];
  onClose(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const count = (outcome: BulkItemResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const [done, waiting, refused] = [count('done'), count('awaiting_approval'), count('refused')];
  const columns: DataColumn<BulkItemResult>[] = [
    {
      id: 'id',
      header: t('invoices.number'),
      rowHeader: true,
      keyFact: true,
      cell: (r) => t('ops.bulk.item', { id: r.id }),
    },
    {
      id: 'outcome',
      header: t('ops.bulk.outcome'),
      keyFact: true,
      cell: (r) =>
        r.outcome === 'refused' ? (
          <Text size="sm" c="red.9">
            {t('ops.bulk.refused', { reason: codeWording(r.code ?? '', r.message, t) })}
          </Text>
        ) : (
          <Text size="sm">
            {t(
              r.outcome === 'awaiting_approval'
                ? 'ops.bulk.awaiting_approval'
                : `ops.bulk.${action === 'pay' ? 'paid' : 'rejected'}`,
            )}
          </Text>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Banner level={refused === 0 ? 'success' : done + waiting === 0 ? 'danger' : 'warning'}>
        {t('ops.bulk.summary', { done, waiting, refused })}
      </Banner>
      <DataTable
        label={t('ops.bulk.results')}
        columns={columns}
        rows={results}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `bulk-result-${r.id}` })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.done')}
        </Button>
      </Group>
    </Stack>
  );
}

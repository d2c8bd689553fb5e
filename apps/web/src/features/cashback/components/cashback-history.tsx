import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashbackHistoryEntry } from '@cabinet/contracts/cashback';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { movementColumns } from './movement-columns.tsx';
import { percentText } from './percent.ts';

/** What one movement came from, in words. */
function Source({ entry }: { entry: CashbackHistoryEntry }) {
  const { t } = useTranslation('cashback');
  if (!entry.source_kind || !entry.source_amount) return null;
  const values = {
    kind: t(`common:money_kinds.${entry.source_kind}`),
    amount: formatMoney(entry.source_amount),
    percent: entry.percent ? percentText(entry.percent) : '',
  };
  return (
    <Text size="xs" c="gray.7">
      {entry.kind === 'cashback_accrual' ? t('history.earned_on', values) : t('history.taken_back', values)}
    </Text>
  );
}

/** The cashback movements, newest first. */
export function CashbackHistory({ entries }: { entries: CashbackHistoryEntry[] }) {
  const { t } = useTranslation('cashback');
  const columns = movementColumns<CashbackHistoryEntry>(t, (entry) => <Source entry={entry} />);
  return (
    <DataTable
      label={t('history.title')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={560}
      verticalSpacing="xs"
    />
  );
}

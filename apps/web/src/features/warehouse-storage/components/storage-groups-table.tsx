import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StorageCalculation, StorageGroupRow } from '@cabinet/contracts/warehouse-storage';
import { formatMoney, formatNumber } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { groupName } from './group-name.ts';

type Figures = Pick<StorageCalculation, 'groups' | 'totals'>;

/** §3 Warehouse group: one row per group with every column of the spec, and the totals. */
export function StorageGroupsTable({ figures, caption }: { figures: Figures; caption: string }) {
  const { t } = useTranslation('warehouse-storage');
  const dash = '—';
  const bound = (value: number | null, unit: string) => (value === null ? t('groups.no_limit') : `${value} ${unit}`);
  const name = (code: string) => groupName(t, code);
  const rate = (value: string | null) => (value === null ? dash : formatNumber(value));
  const discount = (g: Pick<StorageGroupRow, 'discount' | 'discount_percent'>) =>
    g.discount_percent > 0 ? `${formatMoney(g.discount)} (${g.discount_percent} %)` : formatMoney(g.discount);
  const { totals } = figures;
  const columns: DataColumn<StorageGroupRow>[] = [
    { id: 'group', header: t('groups.group'), keyFact: true, rowHeader: true, cell: (g) => name(g.code) },
    { id: 'max_side', header: t('groups.max_side'), cell: (g) => bound(g.max_side_cm, t('groups.cm')) },
    { id: 'max_volume', header: t('groups.max_volume'), cell: (g) => bound(g.max_volume_l, t('groups.l')) },
    { id: 'sku_count', header: t('groups.sku_count'), cell: (g) => g.sku_count },
    { id: 'current_quantity', header: t('groups.current_quantity'), cell: (g) => g.current_quantity },
    { id: 'average_balance', header: t('groups.average_balance'), cell: (g) => formatNumber(g.average_balance) },
    { id: 'outflow', header: t('groups.outflow'), cell: (g) => g.outflow },
    { id: 'turnover_rate', header: t('groups.turnover_rate'), cell: (g) => rate(g.turnover_rate) },
    { id: 'cost_per_item', header: t('groups.cost_per_item'), cell: (g) => formatMoney(g.cost_per_item) },
    { id: 'storage_cost', header: t('groups.storage_cost'), cell: (g) => formatMoney(g.storage_cost) },
    { id: 'discount', header: t('groups.discount'), cell: (g) => discount(g) },
    {
      id: 'cost_with_discount',
      header: t('groups.cost_with_discount'),
      keyFact: true,
      cell: (g) => (
        <Text size="sm" fw={600}>
          {formatMoney(g.cost_with_discount)}
        </Text>
      ),
    },
  ];
  return (
    // Wider than a card from a tablet up: the table scrolls in its own focusable region; a phone gets a card a group.
    <DataTable
      label={caption}
      caption={caption}
      columns={columns}
      rows={figures.groups}
      rowKey={(g) => g.code}
      rowProps={(g) => ({ 'data-testid': `group-${g.code}` })}
      minWidth={1100}
      verticalSpacing="xs"
      footer={{
        group: t('groups.totals'),
        sku_count: totals.sku_count,
        current_quantity: totals.current_quantity,
        average_balance: formatNumber(totals.average_balance),
        outflow: totals.outflow,
        turnover_rate: rate(totals.turnover_rate),
        storage_cost: formatMoney(totals.storage_cost),
        discount: formatMoney(totals.discount),
        cost_with_discount: (
          <Text size="sm" fw={700}>
            {formatMoney(totals.cost_with_discount)}
          </Text>
        ),
      }}
      footerProps={{ 'data-testid': 'group-totals' }}
    />
  );
}

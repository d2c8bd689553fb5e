import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StorageCalculation, StorageGroupRow } from '@cabinet/contracts/warehouse-storage';
import { formatMoney, formatNumber } from '../../../shared/lib/format.ts';
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
  return (
    // Wider than a phone or a card: the scrolling viewport takes focus so that a keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={1100}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('groups.group')}</Table.Th>
            <Table.Th>{t('groups.max_side')}</Table.Th>
            <Table.Th>{t('groups.max_volume')}</Table.Th>
            <Table.Th>{t('groups.sku_count')}</Table.Th>
            <Table.Th>{t('groups.current_quantity')}</Table.Th>
            <Table.Th>{t('groups.average_balance')}</Table.Th>
            <Table.Th>{t('groups.outflow')}</Table.Th>
            <Table.Th>{t('groups.turnover_rate')}</Table.Th>
            <Table.Th>{t('groups.cost_per_item')}</Table.Th>
            <Table.Th>{t('groups.storage_cost')}</Table.Th>
            <Table.Th>{t('groups.discount')}</Table.Th>
            <Table.Th>{t('groups.cost_with_discount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.groups.map((g) => (
            <Table.Tr key={g.code} data-testid={`group-${g.code}`}>
              <Table.Th scope="row">{name(g.code)}</Table.Th>
              <Table.Td>{bound(g.max_side_cm, t('groups.cm'))}</Table.Td>
              <Table.Td>{bound(g.max_volume_l, t('groups.l'))}</Table.Td>
              <Table.Td>{g.sku_count}</Table.Td>
              <Table.Td>{g.current_quantity}</Table.Td>
              <Table.Td>{formatNumber(g.average_balance)}</Table.Td>
              <Table.Td>{g.outflow}</Table.Td>
              <Table.Td>{rate(g.turnover_rate)}</Table.Td>
              <Table.Td>{formatMoney(g.cost_per_item)}</Table.Td>
              <Table.Td>{formatMoney(g.storage_cost)}</Table.Td>
              <Table.Td>{discount(g)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {formatMoney(g.cost_with_discount)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="group-totals">
            <Table.Th scope="row">{t('groups.totals')}</Table.Th>
            <Table.Td />
            <Table.Td />
            <Table.Td>{totals.sku_count}</Table.Td>
            <Table.Td>{totals.current_quantity}</Table.Td>
            <Table.Td>{formatNumber(totals.average_balance)}</Table.Td>
            <Table.Td>{totals.outflow}</Table.Td>
            <Table.Td>{rate(totals.turnover_rate)}</Table.Td>
            <Table.Td />
            <Table.Td>{formatMoney(totals.storage_cost)}</Table.Td>
            <Table.Td>{formatMoney(totals.discount)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={700}>
                {formatMoney(totals.cost_with_discount)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

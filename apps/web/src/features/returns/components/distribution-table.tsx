import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import type { ReturnItem } from '@cabinet/contracts/returns';
import { distributedCount, emptyRow, type DistributionRow } from './distribution-rows.ts';
import { DistributionTableRow } from './distribution-table-row.tsx';

interface Props {
  items: ReturnItem[];
  recipients: Address[];
  rows: DistributionRow[];
  onChange: (rows: DistributionRow[]) => void;
}

const recipientLabel = (a: Address) =>
  `${a.company_name || `${a.first_name} ${a.last_name}`.trim()}, ${a.city}, ${a.country}`;

/** §4 "distribute items": a row per recipient, a column per item; the footer counts against the total (§5). */
export function DistributionTable({ items, recipients, rows, onChange }: Props) {
  const { t } = useTranslation('returns');
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const distributed = distributedCount(rows);
  const options = recipients.map((a) => ({ value: String(a.id), label: recipientLabel(a) }));
  const update = (key: number, change: Partial<DistributionRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('distribution.recipient')}</Table.Th>
              {items.map((item) => (
                <Table.Th key={item.id}>
                  {item.name} ({item.quantity})
                </Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <DistributionTableRow
                key={row.key}
                items={items}
                row={row}
                number={index + 1}
                options={options.filter(
                  (o) => o.value === row.recipientId || !rows.some((r) => r.recipientId === o.value),
                )}
                onChange={(change) => update(row.key, change)}
                onRemove={rows.length > 1 ? () => onChange(rows.filter((r) => r.key !== row.key)) : undefined}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          disabled={rows.length >= recipients.length}
          onClick={() => onChange([...rows, emptyRow(Math.max(...rows.map((r) => r.key)) + 1)])}
        >
          {t('distribution.add_recipient')}
        </Button>
        <Text size="sm" c={distributed === total ? 'teal.9' : 'red.8'} aria-live="polite">
          {t('distribution.total', { distributed, total })}
        </Text>
      </Group>
    </>
  );
}

import { ActionIcon, NumberInput, Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReturnItem } from '@cabinet/contracts/returns';
import type { DistributionRow } from './distribution-rows.ts';

interface Props {
  items: ReturnItem[];
  row: DistributionRow;
  /** The row's number, from 1. */
  number: number;
  /** The recipients this row may pick: its own and those no other row has. */
  options: { value: string; label: string }[];
  onChange: (change: Partial<DistributionRow>) => void;
  /** Absent on the only row: one recipient at least. */
  onRemove?: () => void;
}

/** One recipient and how many of each item they get. */
export function DistributionTableRow({ items, row, number, options, onChange, onRemove }: Props) {
  const { t } = useTranslation('returns');
  return (
    <Table.Tr>
      <Table.Td miw={200}>
        <Select
          aria-label={`${t('distribution.recipient')} ${number}`}
          placeholder={t('distribution.choose_recipient')}
          data={options}
          value={row.recipientId}
          onChange={(recipientId) => onChange({ recipientId })}
          searchable
        />
      </Table.Td>
      {items.map((item) => (
        <Table.Td key={item.id} miw={90}>
          <NumberInput
            aria-label={t('distribution.quantity_of', { item: item.name, row: number })}
            min={0}
            max={item.quantity}
            allowDecimal={false}
            allowNegative={false}
            value={row.quantities[item.id] ?? 0}
            onChange={(value) => onChange({ quantities: { ...row.quantities, [item.id]: Number(value) || 0 } })}
          />
        </Table.Td>
      ))}
      <Table.Td>
        {onRemove && (
          <ActionIcon variant="subtle" color="red" aria-label={t('distribution.remove_recipient')} onClick={onRemove}>
            ×
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

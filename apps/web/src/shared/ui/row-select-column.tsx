import { Checkbox } from '@mantine/core';
import type { DataColumn } from './data-table.tsx';

export interface RowSelectColumnOptions<Row extends { id: number }> {
  rows: readonly Row[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  /** The heading box's label, and the column's name on a phone. */
  selectAllLabel: string;
  /** Names the row ("Select SC00000042"), so that a screen reader hears which box it is. */
  selectLabel: (row: Row) => string;
  /** A row that cannot be ticked shows its box disabled, and the heading box leaves it out. */
  selectable?: (row: Row) => boolean;
  /** The rows open on a click: a click on a box then ticks it without opening the row. */
  rowsOpen?: boolean;
}

const everyRow = () => true;

/**
 * A DataTable column of tick boxes for a list's bulk action (stickers, bulk shipping): a box per row, and one in
 * the heading that ticks or clears every selectable row of the page, half-ticked when only some are.
 */
export function rowSelectColumn<Row extends { id: number }>({
  rows,
  selected,
  onSelect,
  selectAllLabel,
  selectLabel,
  selectable = everyRow,
  rowsOpen = false,
}: RowSelectColumnOptions<Row>): DataColumn<Row> {
  const ids = rows.filter(selectable).map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return {
    id: 'select',
    header: selectAllLabel,
    headerCell: (
      <Checkbox
        aria-label={selectAllLabel}
        checked={all}
        indeterminate={some && !all}
        disabled={ids.length === 0}
        onChange={(event) => onSelect(ids, event.currentTarget.checked)}
      />
    ),
    action: true,
    cell: (row) => {
      const box = (
        <Checkbox
          aria-label={selectLabel(row)}
          checked={selected.has(row.id)}
          disabled={!selectable(row)}
          onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
        />
      );
      return rowsOpen ? <div onClick={(event) => event.stopPropagation()}>{box}</div> : box;
    },
  };
}

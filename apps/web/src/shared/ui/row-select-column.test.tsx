import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { rowSelectColumn, type RowSelectColumnOptions } from './row-select-column.tsx';

type Parcel = { id: number; number: string; open: boolean };

const parcels: Parcel[] = [
  { id: 1, number: 'P-1', open: true },
  { id: 2, number: 'P-2', open: false },
  { id: 3, number: 'P-3', open: true },
];

function renderTable(options: Partial<RowSelectColumnOptions<Parcel>>, onRowClick = vi.fn()) {
  const onSelect = vi.fn();
  const column = rowSelectColumn<Parcel>({
    rows: parcels,
    selected: new Set([1]),
    onSelect,
    selectAllLabel: 'Select all',
    selectLabel: (p) => `Select ${p.number}`,
    ...options,
  });
  renderWithProviders(
    <DataTable
      label="Parcels"
      columns={[column, { id: 'number', header: 'Number', cell: (p) => p.number }]}
      rows={parcels}
      rowKey={(p) => p.id}
      rowProps={() => ({ onClick: onRowClick })}
    />,
  );
  return { onSelect, onRowClick };
}

describe('rowSelectColumn', () => {
  it('ticks every selectable row from the heading, half-ticked while only some are', async () => {
    const { onSelect } = renderTable({ selectable: (p) => p.open });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select P-2' })).toBeDisabled();
    await userEvent.click(all);
    expect(onSelect).toHaveBeenCalledWith([1, 3], true);
  });

  it('ticks a row without opening it when the rows open on a click', async () => {
    const { onSelect, onRowClick } = renderTable({ rowsOpen: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select P-3' }));
    expect(onSelect).toHaveBeenCalledWith([3], true);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select P-2' })).toBeEnabled();
  });
});

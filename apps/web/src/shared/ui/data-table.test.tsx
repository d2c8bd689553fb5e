import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

type Parcel = { id: number; number: string; status: string; amount: string; note: string };

const parcels: Parcel[] = [
  { id: 1, number: 'TTN-1', status: 'In transit', amount: '$12.00', note: 'fragile' },
  { id: 2, number: 'TTN-2', status: 'Delivered', amount: '$7.50', note: '' },
];

const columns = (withAction: boolean): (DataColumn<Parcel> | false)[] => [
  { id: 'number', header: 'Number', cell: (p) => p.number, keyFact: true, rowHeader: true },
  { id: 'note', header: 'Note', cell: (p) => p.note },
  { id: 'status', header: 'Status', cell: (p) => p.status, keyFact: true },
  { id: 'amount', header: 'Amount', cell: (p) => p.amount, keyFact: true, align: 'right' },
  withAction && { id: 'open', header: 'Actions', cell: (p) => <button>Open {p.number}</button>, action: true },
];

describe('DataTable', () => {
  it('draws a heading per column and a row per item, leaving out columns given as false', () => {
    renderWithProviders(<DataTable label="Parcels" columns={columns(false)} rows={parcels} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Note', 'Status', 'Amount']);
    expect(within(table).getByRole('rowheader', { name: 'TTN-1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('labels every value with its heading for the phone layout, and marks key facts, details and the action', () => {
    renderWithProviders(
      <DataTable
        label="Parcels"
        columns={columns(true)}
        rows={parcels}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': `parcel-${p.number}` })}
      />,
    );
    const row = screen.getByTestId('parcel-TTN-1');
    const cells = [...row.children] as HTMLElement[];
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Number', 'Note', 'Status', 'Amount', undefined]);
    // CSS modules keep the class's name inside the generated one.
    const kinds = cells.map((cell) => /(keyFact|detail|action)/.exec(cell.className)?.[1]);
    expect(kinds).toEqual(['keyFact', 'detail', 'keyFact', 'keyFact', 'action']);
    const amount = cells[3];
    expect(amount).toHaveStyle({ textAlign: 'right' });
    expect(within(row).getByRole('button', { name: 'Open TTN-1' })).toBeInTheDocument();
  });

  it('scrolls inside a focusable named region when it declares a minimum width', () => {
    renderWithProviders(
      <DataTable label="Parcels" columns={columns(false)} rows={parcels} rowKey={(p) => p.id} minWidth={900} />,
    );
    const region = screen.getByRole('region', { name: 'Parcels' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toHaveStyle({ '--data-table-min-width': '900px' });
  });

  it('has no scrolling region without a minimum width', () => {
    renderWithProviders(<DataTable label="Parcels" columns={columns(false)} rows={parcels} rowKey={(p) => p.id} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('adds a totals row under the columns it names', () => {
    renderWithProviders(
      <DataTable
        label="Parcels"
        columns={columns(false)}
        rows={parcels}
        rowKey={(p) => p.id}
        footer={{ number: 'Total', amount: '$19.50' }}
      />,
    );
    const totals = screen.getAllByRole('row').at(-1)!;
    expect([...totals.children].map((cell) => cell.textContent)).toEqual(['Total', '', '', '$19.50']);
  });

  it('is named by its caption when it has one', () => {
    renderWithProviders(
      <DataTable label="Parcels" caption="Last month" columns={columns(false)} rows={[]} rowKey={(p) => p.id} />,
    );
    expect(screen.getByRole('table', { name: 'Last month' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ListCard } from './list-card.tsx';

describe('ListCard', () => {
  it('shows the header, caption, actions, badges and children', () => {
    renderWithProviders(
      <ListCard
        title="Parcels"
        caption="Last 30 days"
        actions={<button>Export</button>}
        error="Sync failed"
        warning="Stale"
      >
        <table aria-label="rows" />
      </ListCard>,
    );
    expect(screen.getByRole('heading', { name: 'Parcels' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Stale')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'rows' })).toBeInTheDocument();
  });

  it('shows the translated no-data text when empty, or the given one', async () => {
    renderWithProviders(
      <ListCard empty>
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the given empty text instead', () => {
    renderWithProviders(<ListCard empty emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('marks itself busy while loading', () => {
    const { container } = renderWithProviders(<ListCard loading title="T" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

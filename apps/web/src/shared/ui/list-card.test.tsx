import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError } from '../api/api-error.ts';
import { ListCard, pageCount, type ListQuery } from './list-card.tsx';

const query = (state: Partial<ListQuery>): ListQuery => ({
  data: undefined,
  isLoading: false,
  isFetching: false,
  error: null,
  refetch: () => undefined,
  ...state,
});

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

  it('shows a skeleton instead of the rows until the first answer', () => {
    renderWithProviders(
      <ListCard title="Parcels" query={query({ isLoading: true, isFetching: true })}>
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Parcels' })).toBeInTheDocument();
  });

  it('says why the first answer failed and tries again on request', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <ListCard query={query({ error: new ApiError({ status: 500, code: 'server', message: '' }), refetch })}>
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
    expect(screen.queryByText('rows')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the last rows under a badge when a later answer fails, and an overlay while fetching again', () => {
    const { container } = renderWithProviders(
      <ListCard
        query={query({ data: {}, isFetching: true, error: new ApiError({ status: 500, code: 'server', message: '' }) })}
      >
        <p>rows</p>
      </ListCard>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.getByTitle('Error')).toHaveTextContent('Server error');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the pager under the rows, and changes the page', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ListCard query={query({ data: {} })} pager={{ page: 1, pages: 3, onChange }}>
        <p>rows</p>
      </ListCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('counts the pages of a paged answer', () => {
    expect(pageCount(undefined)).toBe(0);
    expect(pageCount({ total: 0, on_page: 20 })).toBe(0);
    expect(pageCount({ total: 41, on_page: 20 })).toBe(3);
  });
});

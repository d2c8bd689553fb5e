import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './use-list-filters.ts';

type Filters = { page: number; status: number[]; q: string; archived: boolean };
const types = { numbers: ['page'], numberArrays: ['status'], booleans: ['archived'] };

function setup(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useListFilters<Filters>(types, { page: 1 }), { wrapper });
  return { ...view, router: () => router };
}

describe('useListFilters', () => {
  it('reads typed filters from the URL, with defaults for missing ones', () => {
    const { result } = setup('/list?status=2&status=5&archived=true&q=');
    expect(result.current.filters).toEqual({ page: 1, status: [2, 5], archived: true });
  });

  it('writes normalised filters to the URL and drops empty ones', () => {
    const { result, router } = setup('/list?q=old&page=4');
    act(() => result.current.setFilters({ q: '', status: [3], page: 1 }));
    expect(router().state.location.search).toBe('?page=1&status=3');
    expect(result.current.filters).toEqual({ page: 1, status: [3] });
    act(() => result.current.resetFilters());
    expect(router().state.location.search).toBe('');
  });
});

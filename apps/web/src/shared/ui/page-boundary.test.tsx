import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { lazyPage } from '../lib/lazy-page.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Layout = () => <p>the menu</p>;

describe('lazyPage inside its layout', () => {
  it('shows the layout and a loader while the page code arrives, then the page', async () => {
    const chunk = deferred<{ Parcels: () => ReactElement }>();
    renderRoutes(
      [
        {
          HydrateFallback: () => null,
          element: (
            <>
              <Layout />
              <Outlet />
            </>
          ),
          children: [
            {
              path: '/parcels',
              lazy: lazyPage(
                null,
                () => chunk.promise,
                (m) => m.Parcels,
              ),
            },
          ],
        },
      ],
      '/parcels',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('the menu')).toBeInTheDocument();
    chunk.resolve({ Parcels: () => <h1>Parcels</h1> });
    expect(await screen.findByRole('heading', { name: 'Parcels' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error with a retry in the page’s place when the code does not arrive', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferred<{ Parcels: () => ReactElement }>();
    renderRoutes(
      [
        {
          HydrateFallback: () => null,
          children: [
            {
              path: '/parcels',
              lazy: lazyPage(
                null,
                () => chunk.promise,
                (m) => m.Parcels,
              ),
            },
          ],
        },
      ],
      '/parcels',
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

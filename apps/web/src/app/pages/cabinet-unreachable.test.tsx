import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { CabinetUnreachableError } from '../../shared/session/cabinet-unreachable.ts';
import { CabinetErrorBoundary } from './cabinet-unreachable.tsx';

const busy = (retryAfter: number) =>
  new CabinetUnreachableError(new ApiError({ status: 429, code: 'rate_limited', message: '', retryAfter }));

describe('CabinetErrorBoundary', () => {
  it('tries again by itself once the Retry-After has passed', async () => {
    let tries = 0;
    // As in the app: the guarded part sits below a root route.
    renderRoutes(
      [
        {
          HydrateFallback: () => null,
          children: [
            {
              path: '/dashboard',
              ErrorBoundary: CabinetErrorBoundary,
              // Asynchronous, like a request: the boundary resets when it sees the revalidation end.
              loader: async () => {
                await new Promise((resolve) => setTimeout(resolve, 20));
                tries += 1;
                if (tries === 1) throw busy(1);
                return null;
              },
              Component: () => <h1>Cabinet</h1>,
            },
          ],
        },
      ],
      '/dashboard',
    );

    await screen.findByRole('heading', { level: 1, name: 'The cabinet cannot be reached' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await screen.findByRole('heading', { level: 1, name: 'Cabinet' }, { timeout: 4000 });
    expect(tries).toBe(2);
  });

  it('leaves every other failure to the general error page', async () => {
    renderRoutes(
      [
        {
          path: '/dashboard',
          ErrorBoundary: CabinetErrorBoundary,
          Component: () => {
            throw new Error('a page that breaks');
          },
        },
      ],
      '/dashboard',
    );

    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByText('The cabinet cannot be reached')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { storage, storageKeys } from '../../../shared/lib/storage.ts';
import { calculation } from '../test-data.ts';
import { StorageCalculatorPage } from './storage-calculator-page.tsx';

beforeAll(() => i18n.loadNamespaces('warehouse-storage'));
beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/warehouse/calculator', element: <StorageCalculatorPage /> },
  { path: '/login', element: <p>login page</p> },
];

describe('storage calculator page', () => {
  it('shows the sample groups to a visitor and asks them to sign in for their own data', async () => {
    const calls = stubApi({ 'GET /api/warehouse/calculator/sample': [200, calculation(true)] });
    const { router } = renderRoutes(routes, '/warehouse/calculator');
    const small = await screen.findByRole('row', { name: /^Small/ }, { timeout: 5000 });
    expect(
      within(small)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30 cm', '5 l', '1', '5', '7.33', '5', '1.47', '$0.15', '$1.10', '$0.06 (5 %)', '$1.04']);
    expect(within(screen.getByRole('row', { name: /^Oversize/ })).getAllByText('no limit')).toHaveLength(2);
    expect(within(screen.getByTestId('group-totals')).getByText('$4.34')).toBeInTheDocument();
    expect(screen.getByText(/As of the end of 30\.11\.2026, Philadelphia time/)).toHaveTextContent(
      '01.11.2026 – 30.11.2026 (30 d)',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: 'My data' }));
    expect(await screen.findByText('Sign in to see your data')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/warehouse/calculator/sample']);
    expect(router.state.location.search).toBe('?tab=my');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?cameFrom=${encodeURIComponent('/warehouse/calculator?tab=my')}`);
  });

  it("shows a signed-in seller's own data, a dash for a group without outflow", async () => {
    storage.set(storageKeys.token, 'token');
    stubApi({ 'GET /api/warehouse/calculator/my': [200, calculation(false)] });
    renderRoutes(routes, '/warehouse/calculator?tab=my');
    const oversize = await screen.findByRole('row', { name: /^Oversize/ }, { timeout: 5000 });
    expect(within(oversize).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Warehouse groups of your stock' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageChargeDetail } from '@cabinet/contracts/warehouse-storage';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { calculation, usd } from '../test-data.ts';
import { ChargePage } from './charge-page.tsx';
import { ChargesPage } from './charges-page.tsx';

beforeAll(() => i18n.loadNamespaces('warehouse-storage'));
afterEach(() => vi.unstubAllGlobals());

const charge = {
  id: 7,
  period: { from: '2026-11-01', to: '2026-11-30', days: 30 },
  amount: usd('4.34'),
  status: 'paid' as const,
  created_at: '2026-12-01T05:20:00Z',
  paid_at: '2026-12-01T05:20:00Z',
};
const { groups, totals } = calculation(false);
const detail: StorageChargeDetail = {
  ...charge,
  groups,
  totals,
  products: [
    {
      product_id: 1,
      sku: 'MUG',
      title: 'Mug',
      title_uk: 'Чашка',
      group: 'small',
      unit_days: 220,
      outflow: 5,
      storage_cost: usd('1.10'),
    },
  ],
};

describe('storage charges', () => {
  it('lists the monthly charges and opens one with its breakdown', async () => {
    stubApi({
      'GET /api/warehouse/charges?page=1&on_page=10': [
        200,
        {
          charges: [
            charge,
            {
              ...charge,
              id: 6,
              status: 'due',
              paid_at: null,
              period: { from: '2026-10-01', to: '2026-10-31', days: 31 },
            },
          ],
          page: 1,
          on_page: 10,
          total: 2,
          next_page: null,
        },
      ],
      'GET /api/warehouse/charges/7': [200, detail],
    });
    renderRoutes(
      [
        { path: '/warehouse/charges', element: <ChargesPage /> },
        { path: '/warehouse/charges/:id', element: <ChargePage /> },
      ],
      '/warehouse/charges',
    );
    const due = await screen.findByRole('row', { name: /01\.10\.2026/ }, { timeout: 5000 });
    expect(within(due).getByText('Due')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '01.11.2026 – 30.11.2026 (30 d)' }));
    expect(
      await screen.findByRole('heading', { name: 'Storage charge for 01.11.2026 – 30.11.2026 (30 d)' }),
    ).toBeInTheDocument();
    const mug = screen.getByRole('row', { name: /MUG/ });
    expect(
      within(mug)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['MUG', 'Mug', 'Small', '220', '5', '$1.10']);
    expect(within(screen.getByTestId('group-totals')).getByText('$4.34')).toBeInTheDocument();
  });
});

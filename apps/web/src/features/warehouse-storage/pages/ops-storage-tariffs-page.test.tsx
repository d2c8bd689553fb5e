import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageTariffs } from '@cabinet/contracts/warehouse-storage';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsStorageTariffsPage } from './ops-storage-tariffs-page.tsx';

beforeAll(() => i18n.loadNamespaces('warehouse-storage'));
afterEach(() => vi.unstubAllGlobals());

const tariffs: StorageTariffs = {
  updated_at: null,
  groups: [
    {
      code: 'small',
      max_side_cm: 30,
      max_volume_l: 5,
      price_per_day: '0.00500',
      discounts: [{ max_turnover: 0.5, percent: 30 }],
    },
    { code: 'oversize', max_side_cm: null, max_volume_l: null, price_per_day: '0.15000', discounts: [] },
  ],
};

describe('storage tariffs (back office)', () => {
  it('refuses a group smaller than the one before, then saves the list', async () => {
    const saved = { ...tariffs, updated_at: '2026-11-21T08:00:00Z' };
    const calls = stubApi({
      'GET /api/ops/storage-tariffs': [200, tariffs],
      'PUT /api/ops/storage-tariffs': [200, saved],
    });
    renderRoutes([{ path: '/ops/storage-tariffs', element: <OpsStorageTariffsPage /> }], '/ops/storage-tariffs');
    const user = userEvent.setup();
    const sides = await screen.findAllByRole('textbox', { name: /Max side, cm/ }, { timeout: 5000 });
    expect(screen.getByText('The default tariffs (not changed yet)')).toBeInTheDocument();

    await user.type(sides[1]!, '20');
    await user.click(screen.getByRole('button', { name: 'Save the tariffs' }));
    expect(await screen.findByText('Each group must be bigger than the one before')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(0);

    await user.clear(sides[1]!);
    const price = screen.getAllByRole('textbox', { name: /Price per unit per day/ })[0]!;
    await user.clear(price);
    await user.type(price, '0.006');
    await user.click(screen.getByRole('button', { name: 'Add a discount tier to group 1' }));
    await user.click(screen.getByRole('button', { name: 'Save the tariffs' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/ops/storage-tariffs')?.body).toEqual({
        groups: [
          {
            code: 'small',
            max_side_cm: 30,
            max_volume_l: 5,
            price_per_day: '0.006',
            discounts: [
              { max_turnover: 0.5, percent: 30 },
              { max_turnover: 1.5, percent: 5 },
            ],
          },
          { code: 'oversize', max_side_cm: null, max_volume_l: null, price_per_day: '0.15000', discounts: [] },
        ],
      }),
    );
    expect(await screen.findByText('Storage tariffs saved')).toBeInTheDocument();
    expect(await screen.findByText('Changed 21.11.2026 08:00')).toBeInTheDocument();
  });
});

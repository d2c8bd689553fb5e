import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsTariffsPage } from './ops-tariffs-page.tsx';

beforeAll(() => i18n.loadNamespaces('tariffs'));
afterEach(() => vi.unstubAllGlobals());

const table = (over: Partial<TariffTable>): TariffTable => ({
  delivery_type: 'small_pack',
  zone: 'us',
  days_min: 10,
  days_max: 18,
  bands: [
    { up_to_g: 250, base: '6.50', per_100g: '0.90' },
    { up_to_g: 500, base: '9.20', per_100g: '0.83' },
  ],
  updated_at: null,
  ...over,
});

describe('tariffs (back office)', () => {
  it('edits the table of one type and zone, refusing bands out of order', async () => {
    const tables = [table({}), table({ zone: 'ca', days_min: 12, days_max: 20 })];
    const saved = table({
      bands: [{ up_to_g: 250, base: '7.00', per_100g: '0.90' }],
      updated_at: '2026-11-21T08:00:00Z',
    });
    const calls = stubApi({
      'GET /api/ops/tariffs': [200, { tables }],
      'PUT /api/ops/tariffs/small_pack/us': [200, saved],
    });
    renderRoutes([{ path: '/ops/tariffs', element: <OpsTariffsPage /> }], '/ops/tariffs');
    const user = userEvent.setup();
    const secondEnd = await screen.findByRole('textbox', { name: 'Band 2: up to, g' });
    expect(screen.getByText('The default table')).toBeInTheDocument();

    await user.clear(secondEnd);
    await user.type(secondEnd, '200');
    await user.click(screen.getByRole('button', { name: 'Save the table' }));
    expect(await screen.findByText('Each weight band must end above the previous one')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    const base = screen.getByRole('textbox', { name: 'Band 1: price at the start' });
    await user.clear(base);
    await user.type(base, '7.00');
    await user.click(screen.getByRole('button', { name: 'Save the table' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/ops/tariffs/small_pack/us')?.body).toEqual({
        days_min: 10,
        days_max: 18,
        bands: [{ up_to_g: 250, base: '7.00', per_100g: '0.90' }],
      }),
    );
    expect(await screen.findByText('Tariff saved')).toBeInTheDocument();
    expect(await screen.findByText('Changed 21.11.2026 08:00')).toBeInTheDocument();
  });
});

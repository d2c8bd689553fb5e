import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryString } from '@cabinet/contracts/endpoint';
import type { TariffPreview, TariffVersion } from '@cabinet/contracts/tariff-versions';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { kyivToday } from '../components/tariff-table-values.ts';
import { OpsTariffsPage } from './ops-tariffs-page.tsx';

beforeAll(() => i18n.loadNamespaces('tariffs'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

const table = (over: Partial<TariffTable>): TariffTable => ({
  delivery_type: 'small_pack',
  zone: 'us',
  days_min: 10,
  days_max: 18,
  bands: [
    { up_to_g: 250, base: '6.50', per_100g: '0.90' },
    { up_to_g: 500, base: '9.20', per_100g: '0.83' },
  ],
  version_id: 1,
  effective_from: null,
  updated_at: null,
  next_change: null,
  ...over,
});

const version = (over: Partial<TariffVersion>): TariffVersion => ({
  id: 1,
  delivery_type: 'small_pack',
  zone: 'us',
  effective_from: null,
  state: 'in_force',
  days_min: 10,
  days_max: 18,
  bands: table({}).bands,
  before: null,
  note: '',
  created_at: '2026-11-01T08:00:00Z',
  created_by: null,
  cancelled_at: null,
  cancelled_by: null,
  ...over,
});

const proposed = [{ up_to_g: 250, base: '7.00', per_100g: '0.90' }];

const preview: TariffPreview = {
  delivery_type: 'small_pack',
  zone: 'us',
  effective_from: '2026-11-21T08:00:00Z',
  immediate: true,
  version_id: 1,
  days: { before: { min: 10, max: 18 }, after: { min: 10, max: 18 } },
  bands: [
    { up_to_g: 250, before: { base: '6.50', per_100g: '0.90' }, after: { base: '7.00', per_100g: '0.90' } },
    { up_to_g: 500, before: { base: '9.20', per_100g: '0.83' }, after: null },
  ],
  samples: [{ weight_g: 500, before: usd('11.69'), after: null }],
  open_parcels: 2,
  later_changes: [],
  changed: true,
};

const history = { versions: [version({})] };
const HISTORY = 'GET /api/ops/tariffs/small_pack/us/versions';

describe('tariffs (back office)', () => {
  it('dates a change of one table, previews what it changes and confirms it', async () => {
    const effective_date = kyivToday();
    const query = queryString({ days_min: 10, days_max: 18, effective_date, bands: '250:7.00:0.90' });
    const saved = version({ id: 2, state: 'in_force', bands: proposed, effective_from: '2026-11-21T08:00:00Z' });
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      'GET /api/ops/tariffs': [200, { tables: [table({}), table({ zone: 'ca', days_min: 12, days_max: 20 })] }],
      [HISTORY]: [200, history],
      [`GET /api/ops/tariffs/small_pack/us/preview${query}`]: [200, preview],
      'PUT /api/ops/tariffs/small_pack/us': [200, saved],
    });
    renderRoutes([{ path: '/ops/tariffs', element: <OpsTariffsPage /> }], '/ops/tariffs');
    const user = userEvent.setup();
    const secondEnd = await screen.findByRole('textbox', { name: 'Band 2: up to, g' });
    expect(screen.getByText('The default table')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'History of changes' })).toBeInTheDocument();

    await user.clear(secondEnd);
    await user.type(secondEnd, '200');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByText('Each weight band must end above the previous one')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.includes('/preview'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    const base = screen.getByRole('textbox', { name: 'Band 1: price at the start' });
    await user.clear(base);
    await user.type(base, '7.00');
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));

    const shown = within(await screen.findByRole('region', { name: 'What changes' }));
    expect(shown.getByText('From now on, once you confirm')).toBeInTheDocument();
    expect(shown.getByText('$6.50 + $0.90 per 100 g')).toBeInTheDocument();
    expect(shown.getByText('$7.00 + $0.90 per 100 g')).toBeInTheDocument();
    expect(shown.getByText('no band')).toBeInTheDocument();
    expect(shown.getByText('$11.69')).toBeInTheDocument();
    expect(
      shown.getByText('Parcels of this type and zone not sent yet: 2. They keep the price they were paid at.'),
    ).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Confirm the change' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/ops/tariffs/small_pack/us')?.body).toEqual({
        days_min: 10,
        days_max: 18,
        bands: proposed,
        effective_date,
        note: '',
        expected_version_id: 1,
      }),
    );
    expect(await screen.findByText('The new table is in force')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What changes' })).not.toBeInTheDocument();
  });

  it('shows a clerk the table in force and its history, with who changed it, without changing it', async () => {
    stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      'GET /api/ops/tariffs': [200, { tables: [table({ next_change: '2026-12-01T22:00:00Z' })] }],
      [HISTORY]: [
        200,
        {
          versions: [
            version({
              id: 2,
              state: 'scheduled',
              effective_from: '2026-12-01T22:00:00Z',
              bands: proposed,
              before: { days_min: 10, days_max: 18, bands: table({}).bands },
              created_by: { name: 'Iryna Bondar', email: 'finance@example.com' },
            }),
            version({}),
          ],
        },
      ],
    });
    renderRoutes([{ path: '/ops/tariffs', element: <OpsTariffsPage /> }], '/ops/tariffs');
    expect(await screen.findByText('Up to 250 g: $6.50 + $0.90 per 100 g')).toBeInTheDocument();
    expect(screen.getByText('Next change: 02.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Your role can view the tariffs but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview the change' })).not.toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'History of changes' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Iryna Bondar (finance@example.com)')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('Up to 250 g: $6.50 + $0.90 per 100 g → $7.00 + $0.90 per 100 g'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Up to 500 g: $9.20 + $0.83 per 100 g → no band')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('From the start')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('System (the default table)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).not.toBeInTheDocument();
  });
});

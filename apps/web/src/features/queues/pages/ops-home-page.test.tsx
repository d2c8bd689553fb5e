import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeskQueue } from '@cabinet/contracts/queues';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsHomePage } from './ops-home-page.tsx';

beforeAll(() => i18n.loadNamespaces('queues'));
afterEach(() => vi.unstubAllGlobals());

const desk = (over: Partial<DeskQueue> & Pick<DeskQueue, 'desk'>): DeskQueue => ({
  count: 0,
  oldest_at: null,
  overdue: 0,
  ...over,
});

const renderHome = (roles: Parameters<typeof operator>[0], desks: DeskQueue[]) => {
  stubApi({ 'GET /api/ops/me': [200, operator(roles)], 'GET /api/ops/queues': [200, { desks }] });
  renderRoutes([{ path: '/ops', element: <OpsHomePage /> }], '/ops');
};

describe('the back office home page', () => {
  it('says per desk how many wait, since when the oldest and how many are overdue, linking to what waits', async () => {
    renderHome(
      ['finance', 'warehouse'],
      [
        desk({ desk: 'withdrawals', count: 3, oldest_at: '2026-11-30T10:00:00.000Z', overdue: 2 }),
        desk({ desk: 'parcels', count: 0 }),
      ],
    );
    const withdrawals = await screen.findByTestId('queue-withdrawals');
    expect(within(withdrawals).getByRole('link', { name: 'Withdrawals to pay' })).toHaveAttribute(
      'href',
      '/ops/withdrawals?status=pending',
    );
    expect(within(withdrawals).getByText('Waiting: 3')).toBeInTheDocument();
    expect(within(withdrawals).getByText('Overdue: 2')).toBeInTheDocument();
    expect(within(withdrawals).getByText(/^Oldest: since 30\.11\.2026/)).toBeInTheDocument();
    expect(within(withdrawals).getByText('Due within 24 h')).toBeInTheDocument();

    const parcels = screen.getByTestId('queue-parcels');
    expect(within(parcels).getByRole('link', { name: 'Parcels to receive' })).toHaveAttribute(
      'href',
      '/ops/shipments?status=customer_sent',
    );
    expect(within(parcels).getByText('Nothing waits')).toBeInTheDocument();
    expect(within(parcels).queryByTestId('queue-overdue')).not.toBeInTheDocument();
  });

  it('shows no desk whose list the operator’s roles do not open, whatever the answer holds', async () => {
    renderHome(['warehouse'], [desk({ desk: 'withdrawals', count: 1 }), desk({ desk: 'returns', count: 2 })]);
    expect(await screen.findByRole('link', { name: 'Returns to process' })).toHaveAttribute(
      'href',
      '/ops/returns?returns=decided',
    );
    expect(screen.queryByTestId('queue-withdrawals')).not.toBeInTheDocument();
  });

  it('tells an operator without roles that an administrator grants them', async () => {
    renderHome([], []);
    expect(
      await screen.findByText('No desk is open to you yet: an administrator grants the roles.'),
    ).toBeInTheDocument();
  });
});

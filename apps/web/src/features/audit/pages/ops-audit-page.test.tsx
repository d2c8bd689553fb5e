import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditList } from '@cabinet/contracts/audit';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsAuditPage } from './ops-audit-page.tsx';

beforeAll(() => i18n.loadNamespaces(['audit', 'shipments', 'withdrawals', 'tariffs']));
afterEach(() => vi.unstubAllGlobals());

const clerk = { id: 7, name: 'Ira Clerk', email: 'ira@example.com' };
const trail: AuditList = {
  page: 1,
  on_page: 20,
  total: 3,
  next_page: null,
  actions: ['shipment_received', 'money_settings_saved'],
  operators: [clerk],
  events: [
    {
      id: 3,
      at: '2026-12-01T11:00:00.000Z',
      operator: clerk,
      action: 'tariff_version_cancelled',
      object: { delivery_type: 'small_pack', zone: 'us', id: 5 },
      seller: null,
      before: null,
      after: null,
      reason: null,
    },
    {
      id: 2,
      at: '2026-12-01T10:00:00.000Z',
      operator: clerk,
      action: 'shipment_received',
      object: { id: 41 },
      seller: { account_id: 3, name: 'Olena Kovalenko', email: 'olena@example.com' },
      before: { status: 'customer_created', price: '15.49' },
      after: { status: 'in_ua_warehouse', price: '16.89', direction: 'credit' },
      reason: null,
    },
    {
      id: 1,
      at: '2026-12-01T09:00:00.000Z',
      operator: null,
      action: 'money_settings_saved',
      object: { id: 3 },
      seller: { account_id: 3, name: '', email: 'olena@example.com' },
      before: { withdrawal_blocked: false },
      after: { withdrawal_blocked: true },
      reason: 'Documents expired',
    },
  ],
};

describe('the audit page', () => {
  it('names the people and the action, and shows the change in words', async () => {
    const calls = stubApi({
      'GET /api/ops/audit?page=1': [200, trail],
      'GET /api/ops/audit?page=1&action=shipment_received': [200, { ...trail, events: [trail.events[0]] }],
    });
    renderRoutes([{ path: '/ops/audit', element: <OpsAuditPage /> }], '/ops/audit');
    const table = await screen.findByRole('table', { name: 'Actions' });
    const received = within(table).getByText('Parcel received at a warehouse').closest('tr')!;
    expect(within(received).getByText('Ira Clerk (ira@example.com)')).toBeInTheDocument();
    expect(within(received).getByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/ops/accounts/3');
    expect(within(received).getByText('olena@example.com')).toBeInTheDocument();
    expect(within(received).getByRole('link', { name: 'SC00000041' })).toHaveAttribute('href', '/ops/shipments/41');
    expect(within(table).getByText('Small pack · United States · No. 5')).toBeInTheDocument();
    expect(within(received).getByText(/Status: Created →/)).toBeInTheDocument();
    expect(within(received).getByText('Price: $15.49 → $16.89')).toBeInTheDocument();
    expect(within(received).getByText('Direction: credit')).toBeInTheDocument();
    expect(within(received).queryByText(/customer_created/)).toBeNull();
    const blocked = within(table).getByText('Minimum balance or withdrawal block changed').closest('tr')!;
    expect(within(blocked).getByText('Withdrawals blocked: no → yes')).toBeInTheDocument();
    expect(within(blocked).getByText('Documents expired')).toBeInTheDocument();
    expect(within(blocked).getByText('An operator no longer here')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Action', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Parcel received at a warehouse' }));
    await vi.waitFor(() => expect(calls.at(-1)?.key).toContain('action=shipment_received'));
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsSeller } from '@cabinet/contracts/sellers';
import type { OpsShipment } from '@cabinet/contracts/shipments-ops';
import { stubApi } from '../../../test/fetch-stub.ts';
import { operator } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { i18n } from '../../shared/i18n/i18n.ts';
import { sellerPageNamespaces } from './namespaces.ts';
import { OpsSellerPage } from './ops-seller-page.tsx';

beforeAll(() => i18n.loadNamespaces([...sellerPageNamespaces]));
afterEach(() => vi.unstubAllGlobals());

const seller: OpsSeller = {
  id: 3,
  user_type: 'self_employed',
  company_name: 'Linen Lane',
  owner_name: 'Olena Kovalenko',
  email: 'olena@example.com',
  phone: '+380501234567',
  language: 'ua',
  members: 1,
  created_at: '2026-10-01T09:00:00.000Z',
};
const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const party = {
  variation_type: 'individual' as const,
  company_name: '',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
  address_line2: '',
  phone: '',
  email: '',
};
const shipment: OpsShipment = {
  id: 7,
  number: 'SC00000007',
  type: 'direct',
  delivery_type: 'small_pack',
  status: 'customer_sent',
  status_color: 'blue',
  status_changed_at: '2026-11-21T09:00:00.000Z',
  delivery_status: 'not_registered',
  track_number: null,
  internal_track: '20450000000007',
  handover: 'office',
  sender: { ...party, country: 'UA' },
  recipient: party,
  order_number: '',
  dimensions: { length_cm: 30, width_cm: 20, height_cm: 10 },
  fact_weight_g: 1000,
  dimensional_weight_g: 1200,
  measured: null,
  customs_value: usd('25.00'),
  insurance: null,
  to_hands: false,
  tags: [],
  proof_files: [],
  content: 'Shirt',
  price: usd('16.89'),
  payment_state: 'held',
  amount_due: null,
  pending_action: null,
  delivery_problem: null,
  parent_id: null,
  parcels_count: 0,
  can_delete: false,
  created_at: '2026-11-21T08:00:00.000Z',
  owner: { account_id: 3, name: 'Linen Lane', email: 'olena@example.com' },
};
const empty = { page: 1, on_page: 5, total: 0, next_page: null };

const openPage = () => renderRoutes([{ path: '/ops/accounts/:id', element: <OpsSellerPage /> }], '/ops/accounts/3');

describe('the seller page', () => {
  it('shows a warehouse clerk who the seller is, their shipments and stock, and no money', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      'GET /api/ops/sellers/3': [200, seller],
      'GET /api/ops/shipments?page=1&on_page=5&account_id=3': [200, { ...empty, total: 1, shipments: [shipment] }],
      'GET /api/ops/warehouse/stock?on_page=5&page=1&account_id=3': [200, { ...empty, products: [] }],
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Lane' })).toBeInTheDocument();
    expect(screen.getByText('Account No. 3 · olena@example.com')).toBeInTheDocument();
    expect(screen.getByText('Olena Kovalenko')).toBeInTheDocument();
    expect(screen.getByText('+380501234567')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'SC00000007' })).toHaveAttribute('href', '/ops/shipments/7');
    expect(screen.getByRole('link', { name: 'All the seller’s shipments' })).toHaveAttribute(
      'href',
      '/ops/shipments?account_id=3',
    );
    expect(await screen.findByRole('link', { name: 'All the seller’s stock' })).toHaveAttribute(
      'href',
      '/ops/warehouse?account_id=3',
    );
    // Money, withdrawals and shops are not the clerk's: neither shown nor asked for.
    expect(screen.queryByRole('heading', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.key).filter((key) => /money|shops/.test(key))).toEqual([]);
  });

  it('shows finance the seller’s withdrawals, latest first, linking to the desk filtered by the seller', async () => {
    stubApi({
      'GET /api/ops/me': [200, operator(['finance'])],
      'GET /api/ops/sellers/3': [200, seller],
      'GET /api/ops/money/accounts/3': [500, { code: 'internal_error', message: 'Something went wrong' }],
      'GET /api/ops/money/withdrawals?page=1&on_page=5&account_id=3&order=newest': [200, { ...empty, withdrawals: [] }],
    });
    openPage();
    expect(await screen.findByRole('heading', { name: 'Balance' })).toBeInTheDocument();
    expect(await screen.findByText('No withdrawal requests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All the seller’s withdrawal requests' })).toHaveAttribute(
      'href',
      '/ops/withdrawals?status=all&account_id=3',
    );
    expect(screen.queryByRole('link', { name: 'All the seller’s shipments' })).not.toBeInTheDocument();
    // The audit trail is the administrators'.
    expect(screen.queryByRole('link', { name: 'Operators’ actions for this seller' })).not.toBeInTheDocument();
  });
});

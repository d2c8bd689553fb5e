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
import { shipment as aShipment } from '../../features/shipments/test-data.ts';

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
// A parcel of the seller's, as the desk lists it.
const shipment: OpsShipment = {
  ...aShipment({ id: 7, number: 'SC00000007', status: 'customer_sent' }),
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

import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsReturnsPage } from './ops-returns-page.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('returns');
});
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD', currency_sign_pre: true });
const claim = {
  id: 4,
  return_id: 9,
  return_number: 'RT00000009',
  status: 'pending',
  message: 'Order 1042, see the chat',
  files: [{ filename: `${'a'.repeat(32)}.png`, original_name: 'chat.png' }],
  reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  account_id: 3,
  account_email: 'seller@example.com',
  seller: { account_id: 3, name: 'Olena Kovalenko', email: 'seller@example.com' },
  carrier: 'USPS',
  tracking_number: 'LZ987654321US',
  arrived_at: '2026-11-19',
};
const ret = {
  id: 9,
  number: 'RT00000009',
  status: 'unidentified',
  status_color: 'gray',
  shipment_number: null,
  carrier: 'USPS',
  tracking_number: 'LZ987654321US',
  note: 'Blue box',
  items: [{ id: 1, name: 'Linen apron', quantity: 2 }],
  total_items: 2,
  arrived_at: '2026-11-19',
  storage_paid_until: null,
  overdue: false,
  overdue_days: 0,
  storage_due: usd('0.00'),
  storage_charged: usd('0.00'),
  decision: null,
  decision_comment: '',
  decided_at: null,
  distribution: [],
  processed_at: null,
  account_id: null,
  account_email: null,
  seller: null,
  sender_name: 'A buyer',
  pending_claims: 1,
};

describe('ops returns desk', () => {
  it('shows pending claims with their proof, the register form and every return', async () => {
    stubApi({
      'GET /api/ops/returns/claims?page=1&on_page=10&status=pending': [
        200,
        { claims: [claim], page: 1, on_page: 10, total: 1, next_page: null },
      ],
      'GET /api/ops/returns?page=1&on_page=10': [
        200,
        { returns: [ret], page: 1, on_page: 10, total: 1, next_page: null },
      ],
    });
    renderRoutes([{ path: '/ops/returns', Component: OpsReturnsPage }], '/ops/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    const row = await screen.findByTestId('claim-RT00000009');
    expect(row).toHaveTextContent('seller@example.com');
    expect(row).toHaveTextContent('Order 1042, see the chat');
    expect(screen.getByRole('button', { name: 'chat.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the claim on RT00000009' })).toBeInTheDocument();
    expect(screen.getByText('No owner yet, claims: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});

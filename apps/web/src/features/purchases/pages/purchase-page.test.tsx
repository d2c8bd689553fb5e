import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@cabinet/contracts/purchases';
import type { User } from '@cabinet/contracts/user';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { PurchasePage } from './purchase-page.tsx';

beforeAll(() => i18n.loadNamespaces('purchases'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const purchase = (over: Partial<Purchase> = {}): Purchase => ({
  id: 7,
  status: 'wait_pay',
  items: [
    {
      url: 'https://shop.example.com/boots',
      title: 'Leather boots',
      options: 'size 42',
      quantity: 2,
      expected_price: null,
      notes: '',
      price: usd('40.00'),
      bought: null,
    },
  ],
  quote: {
    items: usd('80.00'),
    sales_tax: usd('6.40'),
    us_shipping: usd('10.00'),
    fee: usd('5.00'),
    total: usd('101.40'),
    expires_at: '2026-12-05T10:00:00.000Z',
  },
  paid: null,
  refunded: null,
  shop_order_number: null,
  tracking: null,
  created_at: '2026-12-02T10:00:00.000Z',
  updated_at: '2026-12-02T10:00:00.000Z',
  ...over,
});
const US_SUITE = {
  suite: '000-042',
  name: 'Olena Koval',
  address_line1: '4100 Grays Ave',
  address_line2: 'Suite 000-042',
  city_line: 'Philadelphia, PA 19142, USA',
};

const renderPage = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes(
    [
      {
        path: '/buy/purchases/:id',
        element: (
          <DialogHost>
            <PurchasePage />
          </DialogHost>
        ),
      },
    ],
    '/buy/purchases/7',
    queryClient,
  );
};

describe('PurchasePage', () => {
  it('shows the quote with its expiry and pays it only after the confirmation', async () => {
    const calls = stubApi({
      'GET /api/purchases/7': [200, purchase()],
      'GET /api/us-suite': [200, US_SUITE],
      'POST /api/purchases/7/pay': [200, purchase({ status: 'money_come', paid: usd('101.40') })],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('To pay: $101.40')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(await screen.findByText('Suite 000-042')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay from the balance' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'POST /api/purchases/7/pay')).toBe(true));
    const pay = calls.find((c) => c.key === 'POST /api/purchases/7/pay')!;
    expect(pay.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('offers no payment or cancel once bought, and none to a member who may only read', async () => {
    stubApi({
      'GET /api/purchases/7': [200, purchase({ status: 'payed', paid: usd('101.40'), shop_order_number: 'S-1' })],
      'GET /api/us-suite': [200, US_SUITE],
    });
    renderPage();
    expect(await screen.findByText('S-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay from the balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the purchase' })).toBeNull();
  });

  it('lets a member with purchases.read see a quote but not pay it', async () => {
    stubApi({ 'GET /api/purchases/7': [200, purchase()], 'GET /api/us-suite': [200, US_SUITE] });
    renderPage({ ...demoUser, role: 'member', permissions: ['purchases.read'] });
    expect(await screen.findByText('Leather boots')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay from the balance' })).toBeNull();
  });
});

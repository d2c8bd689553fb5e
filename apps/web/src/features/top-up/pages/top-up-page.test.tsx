import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import type { User } from '@cabinet/contracts/user';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { hostedCheckout } from '../../../shared/lib/hosted-checkout.ts';
import { methods, topUp } from '../test-data.ts';
import { TopUpPage } from './top-up-page.tsx';

// The test DOM cannot leave the page: where the payer is sent is watched instead.
const goToCheckout = vi.spyOn(hostedCheckout, 'open').mockImplementation(() => {});
afterAll(() => goToCheckout.mockRestore());
beforeAll(() => i18n.loadNamespaces('top-up'));
afterEach(() => {
  vi.unstubAllGlobals();
  goToCheckout.mockClear();
});

const empty = { top_ups: [], page: 1, on_page: 10, total: 0, next_page: null };
const renderPage = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return renderRoutes([{ path: '/money-in', element: <TopUpPage /> }], '/money-in', queryClient);
};

describe('/money-in', () => {
  it('offers a member without money.write no top-up form, and says why (issue 12)', async () => {
    stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups?status=pending&method=bank_transfer&on_page=10': [200, empty],
    });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read'] });
    expect(await screen.findByText('Your sub-account has no permission for this action')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('shows the sandbox badge and sends a card top-up to the hosted checkout, with an Idempotency-Key', async () => {
    const created = topUp();
    const calls = stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups?status=pending&method=bank_transfer&on_page=10': [200, empty],
      'POST /api/money-in/top-ups': [201, { top_up: created, checkout_url: created.checkout_url }],
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Sandbox')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Amount, USD/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(created.checkout_url));
    const post = calls.find((c) => c.key === 'POST /api/money-in/top-ups')!;
    expect(post.body).toEqual({ method: 'card', amount: '25.00' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('shows the invoice of a bank transfer: reference, requisites and the PDF', async () => {
    const created = topUp({
      method: 'bank_transfer',
      fee: { amount: '0.00', currency: 'USD', currency_sign_pre: true },
      total: { amount: '500.00', currency: 'USD', currency_sign_pre: true },
      amount: { amount: '500.00', currency: 'USD', currency_sign_pre: true },
      checkout_url: null,
      invoice_url: '/api/money-in/top-ups/7/invoice.pdf',
      requisites: {
        beneficiary: 'Seller Cabinet Payments LLC',
        iban: 'UA653003350000026001234567890',
        bank: 'JSC Sandbox Bank, Kyiv',
        swift: 'SBXBUAUKXXX',
      },
    });
    stubApi({
      'GET /api/money-in/methods': [200, methods],
      'GET /api/money-in/top-ups?status=pending&method=bank_transfer&on_page=10': [200, empty],
      'POST /api/money-in/top-ups': [201, { top_up: created, checkout_url: null }],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByRole('textbox', { name: /Amount, USD/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Invoice for a bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('TU3-ABC234')).toBeInTheDocument();
    expect(screen.getByText('UA653003350000026001234567890')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the invoice (PDF)' })).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});

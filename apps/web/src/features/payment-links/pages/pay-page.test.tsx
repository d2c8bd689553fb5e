import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payStartBodySchema, type PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { hostedCheckout } from '../../../shared/lib/hosted-checkout.ts';
import { PayPage } from './pay-page.tsx';

// The test DOM cannot leave the page: where the payer is sent is watched instead.
const goToCheckout = vi.spyOn(hostedCheckout, 'open').mockImplementation(() => {});
afterAll(() => goToCheckout.mockRestore());

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => {
  vi.unstubAllGlobals();
  goToCheckout.mockClear();
});

const link = (over: Partial<PublicPaymentLink> = {}): PublicPaymentLink => ({
  code: 'AbCdEf234567',
  seller_name: 'Craft LLC',
  description: 'Handmade scarf',
  kind: 'one_time',
  amount: { amount: '25.00', currency: 'USD', currency_sign_pre: true },
  state: 'payable',
  ...over,
});

const CHECKOUT = 'http://localhost:8080/api/sandbox/payments/checkout/cs_test_000000000000000000000000';
const renderPay = () => renderRoutes([{ path: '/pay/:code', element: <PayPage /> }], '/pay/AbCdEf234567');
const email = () => screen.getByLabelText(/^Your e-mail/, { selector: 'input' });

describe('pay page', () => {
  it('shows who is paid and for what, and Pay leads to the provider’s checkout with the e-mail only', async () => {
    const calls = stubApi({
      'GET /api/pay/AbCdEf234567': [200, link()],
      'POST /api/pay/AbCdEf234567': [
        201,
        { reference: 'PL-23456789ABCDEFGHJKLM', checkout_url: CHECKOUT, expires_at: '2026-11-22T10:00:00.000Z' },
      ],
    });
    renderPay();
    expect(await screen.findByText('Craft LLC')).toBeInTheDocument();
    expect(screen.getByText('Handmade scarf')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('$25.00');
    // No card field on our page: the card is typed at the provider's.
    expect(screen.queryByLabelText(/card/i)).toBeNull();
    expect(screen.queryByLabelText(/cvc/i)).toBeNull();

    const user = userEvent.setup();
    await user.type(email(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT));
    const post = calls.find((c) => c.key.startsWith('POST'))!;
    expect(post.body).toEqual({ email: 'buyer@example.com' });
    expect(post.headers.get('Idempotency-Key')).toBeNull();
  });

  it('states the contract’s length limit on the buyer’s e-mail (issue 12)', async () => {
    stubApi({ 'GET /api/pay/AbCdEf234567': [200, link()] });
    renderPay();
    await screen.findByText('Craft LLC');
    expect(email()).toHaveAttribute('maxLength', String(payStartBodySchema.shape.email.maxLength));
  });

  it('checks the e-mail before starting a payment', async () => {
    const calls = stubApi({ 'GET /api/pay/AbCdEf234567': [200, link()] });
    renderPay();
    await screen.findByText('Craft LLC');
    const user = userEvent.setup();
    await user.type(email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays on the page', async () => {
    stubApi({
      'GET /api/pay/AbCdEf234567': [200, link()],
      'POST /api/pay/AbCdEf234567': [
        409,
        { code: 'payment_link_already_paid', message: 'This payment link has already been paid' },
      ],
    });
    renderPay();
    await screen.findByText('Craft LLC');
    const user = userEvent.setup();
    await user.type(email(), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('This payment link has already been paid')).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it.each([
    ['paid', 'This link has already been paid.'],
    ['unavailable', 'This link cannot be paid now. Contact the seller.'],
  ] as const)('offers no Pay button for a %s link', async (state, text) => {
    stubApi({ 'GET /api/pay/AbCdEf234567': [200, link({ state })] });
    renderPay();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says so when the link does not exist', async () => {
    stubApi({ 'GET /api/pay/AbCdEf234567': [404, { code: 'not_found', message: 'Not found' }] });
    renderPay();
    expect(await screen.findByText(/This payment link does not exist/)).toBeInTheDocument();
  });
});

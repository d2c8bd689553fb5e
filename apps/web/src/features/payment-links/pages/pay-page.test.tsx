import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PayPage } from './pay-page.tsx';

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

const link = (over: Partial<PublicPaymentLink> = {}): PublicPaymentLink => ({
  code: 'AbCdEf234567',
  seller_name: 'Craft LLC',
  description: 'Handmade scarf',
  kind: 'one_time',
  amount: { amount: '25.00', currency: 'USD', currency_sign_pre: true },
  state: 'payable',
  ...over,
});

const renderPay = () => renderRoutes([{ path: '/pay/:code', element: <PayPage /> }], '/pay/AbCdEf234567');
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(input(/^Your e-mail/), 'buyer@example.com');
  await user.type(input(/^Card number/), number);
  await user.type(input(/^Valid through/), '1239');
  await user.type(input(/^CVC/), '123');
}

describe('pay page', () => {
  it('shows who is paid and for what, and pays once with an Idempotency-Key', async () => {
    const calls = stubApi({
      'GET /api/pay/AbCdEf234567': [200, link()],
      'POST /api/pay/AbCdEf234567': [
        201,
        { payment_id: 7, amount: link().amount, paid_at: '2026-11-21T10:00:00.000Z' },
      ],
    });
    renderPay();
    expect(await screen.findByText('Craft LLC')).toBeInTheDocument();
    expect(screen.getByText('Handmade scarf')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('$25.00');

    const user = userEvent.setup();
    await fillCard(user);
    expect(input(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(input(/^Valid through/)).toHaveValue('12/39');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    const post = calls.find((c) => c.key.startsWith('POST'))!;
    expect(post.body).toEqual({
      email: 'buyer@example.com',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('checks the card number before sending it', async () => {
    const calls = stubApi({ 'GET /api/pay/AbCdEf234567': [200, link()] });
    renderPay();
    await screen.findByText('Craft LLC');
    const user = userEvent.setup();
    await fillCard(user, '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Check the card number')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('shows the bank’s refusal and lets the buyer try another card with a new key', async () => {
    let attempt = 0;
    const calls = stubApi({
      'GET /api/pay/AbCdEf234567': [200, link()],
      'POST /api/pay/AbCdEf234567': () => {
        attempt += 1;
        return new Response(
          JSON.stringify({ code: 'card_declined', message: 'The card was declined by its bank. Try another card' }),
          { status: 402, headers: { 'content-type': 'application/json' } },
        );
      },
    });
    renderPay();
    await screen.findByText('Craft LLC');
    const user = userEvent.setup();
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The card was declined by its bank. Try another card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(attempt).toBe(2));
    const keys = calls.filter((c) => c.key.startsWith('POST')).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each([
    ['paid', 'This link has already been paid.'],
    ['unavailable', 'This link cannot be paid now. Contact the seller.'],
  ] as const)('offers no form for a %s link', async (state, text) => {
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

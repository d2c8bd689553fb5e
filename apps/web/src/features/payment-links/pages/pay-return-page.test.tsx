import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayStatus, PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PayCancelledPage, PayDonePage } from './pay-return-page.tsx';

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

const REF = 'PL-23456789ABCDEFGHJKLM';
const LINK = 'GET /api/pay/AbCdEf234567';
const STATUS = `GET /api/pay/AbCdEf234567/payments/${REF}`;

const link = (over: Partial<PublicPaymentLink> = {}): PublicPaymentLink => ({
  code: 'AbCdEf234567',
  seller_name: 'Craft LLC',
  description: 'Handmade scarf',
  kind: 'one_time',
  amount: { amount: '25.00', currency: 'USD', currency_sign_pre: true },
  state: 'payable',
  ...over,
});
const status = (over: Partial<PayStatus> = {}): PayStatus => ({
  reference: REF,
  status: 'pending',
  amount: { amount: '25.00', currency: 'USD', currency_sign_pre: true },
  paid_at: null,
  ...over,
});

const renderReturn = (page: 'done' | 'cancelled', search = `?payment=${REF}&session=cs_test_1`) =>
  renderRoutes(
    [
      { path: '/pay/:code/done', element: <PayDonePage /> },
      { path: '/pay/:code/cancelled', element: <PayCancelledPage /> },
    ],
    `/pay/AbCdEf234567/${page}${search}`,
  );

describe('pay return pages', () => {
  it('wait while the payment is pending, then say it is paid', async () => {
    let asked = 0;
    stubApi({
      [LINK]: [200, link({ state: 'paid' })],
      [STATUS]: () =>
        jsonResponse(200, ++asked < 2 ? status() : status({ status: 'paid', paid_at: '2026-11-21T10:01:00.000Z' })),
    });
    renderReturn('done');
    expect(await screen.findByText('Waiting for the payment provider to confirm the payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/\$25\.00 has been paid to Craft LLC/)).toBeInTheDocument();
    expect(screen.getByText(`Payment reference: ${REF}`)).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('say a declined payment took no money and offer to pay again', async () => {
    stubApi({ [LINK]: [200, link()], [STATUS]: [200, status({ status: 'declined' })] });
    renderReturn('done');
    expect(await screen.findByText('The payment was declined. No money was taken.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/pay/AbCdEf234567');
  });

  it('say so when the buyer left the checkout, and offer to pay again', async () => {
    stubApi({ [LINK]: [200, link()], [STATUS]: [200, status()] });
    renderReturn('cancelled');
    expect(await screen.findByText('You left the payment page. No money was taken.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay again' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the payment provider to confirm the payment…')).toBeNull();
  });

  it('show the payment that arrived after all, even on the cancel page', async () => {
    stubApi({
      [LINK]: [200, link({ state: 'paid' })],
      [STATUS]: [200, status({ status: 'paid', paid_at: '2026-11-21T10:01:00.000Z' })],
    });
    renderReturn('cancelled');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('explain a payment the link no longer took', async () => {
    stubApi({ [LINK]: [200, link({ state: 'paid' })], [STATUS]: [200, status({ status: 'refused' })] });
    renderReturn('done');
    expect(await screen.findByText('The link stopped taking payments before your payment arrived')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
  });

  it('say so for an unknown or malformed payment reference', async () => {
    stubApi({ [LINK]: [200, link()], [STATUS]: [404, { code: 'not_found', message: 'Not found' }] });
    renderReturn('done');
    expect(await screen.findByText('There is no such payment.')).toBeInTheDocument();

    const calls = stubApi({ [LINK]: [200, link()] });
    renderReturn('done', '?payment=nope');
    expect((await screen.findAllByText('There is no such payment.')).length).toBeGreaterThan(0);
    expect(calls.map((c) => c.key)).toEqual([LINK]);
  });
});

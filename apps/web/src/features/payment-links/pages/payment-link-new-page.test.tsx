import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PaymentLinkNewPage } from './payment-link-new-page.tsx';

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderRoutes(
    [
      { path: '/payment-links/new', element: <PaymentLinkNewPage /> },
      { path: '/payment-links', element: <p>list</p> },
    ],
    '/payment-links/new',
  );

describe('new payment link (issue 12)', () => {
  it('keeps 12.345 as typed and refuses it on the amount field, sending nothing', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderPage();
    const amount = screen.getByRole('textbox', { name: /amount/i });
    await user.type(amount, '12.345');
    expect(amount).toHaveValue('$12.345');
    await user.type(screen.getByRole('textbox', { name: /what the buyer pays for/i }), 'Blue scarf');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(await screen.findByText('Enter an amount with at most two decimal places')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('states the description limit from the contract: maxLength and a counter', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage();
    const description = screen.getByRole('textbox', { name: /what the buyer pays for/i });
    expect(description).toHaveAttribute('maxLength', String(TEXT_LIMITS.description));
    expect(screen.getByTestId('description-counter')).toHaveTextContent(`0 / ${TEXT_LIMITS.description}`);
    await user.type(description, 'Blue scarf');
    expect(screen.getByTestId('description-counter')).toHaveTextContent(`10 / ${TEXT_LIMITS.description}`);
  });

  it('sends an amount with two places as typed', async () => {
    const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
    const created: PaymentLink = {
      id: 1,
      code: 'AbCdEf234567',
      url: 'http://localhost/pay/AbCdEf234567',
      kind: 'one_time',
      status: 'in_review',
      active: true,
      payable: false,
      amount: usd('12.34'),
      description: 'Blue scarf',
      payments_count: 0,
      received: usd('0.00'),
      review_reason: null,
      created_at: '2026-11-20T10:00:00.000Z',
      reviewed_at: null,
    };
    const calls = stubApi({ 'POST /api/payment-links': [201, created] });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /amount/i }), '12.34');
    await user.type(screen.getByRole('textbox', { name: /what the buyer pays for/i }), 'Blue scarf');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ amount: '12.34', description: 'Blue scarf' });
  });
});

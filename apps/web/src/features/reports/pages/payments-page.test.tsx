import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentList } from '@cabinet/contracts/reports';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { usd } from '../test-data.ts';
import { PaymentsPage } from './payments-page.tsx';

beforeAll(() => i18n.loadNamespaces('reports'));
afterEach(() => vi.unstubAllGlobals());

const list = (type: 'incoming' | 'sent', page: number, total: number): PaymentList => ({
  payments: [
    {
      id: 40 + page,
      kind: type === 'sent' ? 'invoice_payment' : 'top_up',
      type,
      amount: usd('11.75'),
      description: 'INV-2026-000012 Storage',
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  page,
  on_page: 5,
  total,
  next_page: page * 5 < total ? page + 1 : null,
});

const renderPage = (entry: string) =>
  renderRoutes(
    [
      { path: '/payments/incoming', element: <PaymentsPage /> },
      { path: '/payments/sent', element: <PaymentsPage /> },
    ],
    entry,
  );

describe('payments page', () => {
  it('asks for five sent payments of the page in the URL and words the kinds', async () => {
    const calls = stubApi({
      'POST /api/payments': (body) => new Response(JSON.stringify(list('sent', (body as { page: number }).page, 12))),
    });
    const { router } = renderPage('/payments/sent?page=2');
    const table = await screen.findByRole('table', { name: 'Sent' });
    expect(within(table).getByText('Invoice payment')).toBeInTheDocument();
    expect(within(table).getByText('−$11.75')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ page: 2, payment_type: 'sent', on_page: 5 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sent payments');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await vi.waitFor(() => expect(calls.at(-1)!.body).toEqual({ page: 3, payment_type: 'sent', on_page: 5 }));
  });

  it('switches to incoming payments with the tabs', async () => {
    const calls = stubApi({
      'POST /api/payments': (body) =>
        new Response(JSON.stringify(list((body as { payment_type: 'incoming' | 'sent' }).payment_type, 1, 1))),
    });
    const { router } = renderPage('/payments/sent');
    await screen.findByRole('table', { name: 'Sent' });
    await userEvent.click(screen.getByRole('tab', { name: 'Incoming' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payments/incoming'));
    const table = await screen.findByRole('table', { name: 'Incoming' });
    expect(within(table).getByText('+$11.75')).toBeInTheDocument();
    expect(within(table).getByText('Top-up')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ page: 1, payment_type: 'incoming', on_page: 5 });
  });
});

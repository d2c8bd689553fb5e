import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SummaryReport } from '@cabinet/contracts/reports';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { usd } from '../test-data.ts';
import { SummaryReportPage } from './summary-report-page.tsx';

beforeAll(() => i18n.loadNamespaces('reports'));
afterEach(() => vi.unstubAllGlobals());

const report = (period: SummaryReport['period']): SummaryReport => ({
  period,
  date_from: '2026-10-01',
  date_to: '2026-10-31',
  opening_balance: usd('10.00'),
  closing_balance: usd('8.23'),
  incoming: usd('5.30'),
  outgoing: usd('7.00'),
  fees: usd('0.07'),
  net: usd('-1.77'),
  by_kind: [{ kind: 'invoice_payment', count: 1, incoming: usd('0.00'), outgoing: usd('5.00') }],
});

const renderPage = (entry = '/account/summary-report') =>
  renderRoutes([{ path: '/account/summary-report', element: <SummaryReportPage /> }], entry);

describe('summary report page', () => {
  it('shows the period’s balances and totals by operation; the period lives in the URL', async () => {
    const calls = stubApi({
      'GET /api/money/reports/summary?period=this_month': [200, report('this_month')],
      'GET /api/money/reports/summary?period=last_month': [200, report('last_month')],
    });
    const { router } = renderPage();
    expect(await screen.findByTestId('summary-opening')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('-$1.77');
    expect(screen.getByTestId('summary-closing')).toHaveTextContent('$8.23');
    expect(screen.getByText('From 01.10.2026 to 31.10.2026')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'By operation' })).getByRole('row', {
      name: /Invoice payment/,
    });
    expect(row).toHaveTextContent('Invoice payment1$0.00$5.00');

    await userEvent.click(screen.getByText('Last month'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?period=last_month'));
    await vi.waitFor(() => expect(calls.at(-1)!.key).toBe('GET /api/money/reports/summary?period=last_month'));
  });

  it('asks for both ends of a custom range before asking the server', async () => {
    const calls = stubApi({});
    renderPage('/account/summary-report?period=custom');
    expect(await screen.findByText('Pick the first and the last day of the period')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });
});

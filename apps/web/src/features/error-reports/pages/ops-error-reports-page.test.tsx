import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '@cabinet/contracts/error-reports';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { OpsErrorReportPage } from './ops-error-report-page.tsx';
import { OpsErrorReportsPage } from './ops-error-reports-page.tsx';

beforeAll(() => i18n.loadNamespaces('error-reports'));
afterEach(() => vi.unstubAllGlobals());

const report: ErrorReport = {
  id: 12,
  received_at: '2026-11-21T10:00:00.000Z',
  platform: 'node',
  level: 'error',
  type: 'TypeError',
  message: 'Cannot read properties of undefined',
  route: 'GET /api/orders/:id',
  release: 'seller-cabinet@0.0.0+1a2b3c4d5e6f',
  user_id: '42',
  event_id: 'f'.repeat(32),
  environment: 'production',
  request_id: 'req-7',
  trace_id: '0af7651916cd43dd8448eb211c80319c',
  frames: [
    { function: null, file: 'node:internal/process', line: 10, column: 3, in_app: false },
    {
      function: 'readOrder',
      file: '/app/apps/api/src/modules/orders/orders.service.ts',
      line: 88,
      column: 17,
      in_app: true,
    },
  ],
};
const page = (collecting = { node: true, browser: true }) => ({
  items: [report],
  page: 1,
  on_page: 20,
  total: 1,
  next_page: null,
  collecting,
});

const seller42 = {
  id: 42,
  user_type: 'individual',
  company_name: null,
  owner_name: 'Olena Kovalenko',
  email: 'olena@example.com',
  phone: '',
  language: 'ua',
  members: 0,
  created_at: '2026-11-01T09:00:00.000Z',
};

describe('the back office’s error reports', () => {
  it('lists the reports with their route, account and release, and filters by platform', async () => {
    const calls = stubApi({
      'GET /api/ops/error-reports?page=1': [200, page()],
      'GET /api/ops/error-reports?page=1&platform=browser': [200, { ...page(), items: [], total: 0 }],
      'GET /api/ops/sellers/42': [200, seller42],
    });
    renderRoutes([{ path: '/ops/error-reports', element: <OpsErrorReportsPage /> }], '/ops/error-reports');
    const link = await screen.findByRole('link', { name: 'TypeError: Cannot read properties of undefined' });
    expect(link).toHaveAttribute('href', '/ops/error-reports/12');
    expect(screen.getByText('GET /api/orders/:id')).toBeInTheDocument();
    expect(screen.getByText('seller-cabinet@0.0.0+1a2b3c4d5e6f')).toBeInTheDocument();
    // The account the report names is the seller, by name and e-mail (never "42").
    expect(await screen.findByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/ops/accounts/42');
    expect(screen.queryByText(/SENTRY_DSN/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Where' }));
    await user.click(await screen.findByRole('option', { name: 'Browser' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => c.key)).toContain('GET /api/ops/error-reports?page=1&platform=browser'),
    );
  });

  it('says where the errors go when a side reports to a configured service', async () => {
    stubApi({ 'GET /api/ops/error-reports?page=1': [200, page({ node: false, browser: true })] });
    renderRoutes([{ path: '/ops/error-reports', element: <OpsErrorReportsPage /> }], '/ops/error-reports');
    expect(await screen.findByText(/reports to the error-reporting service at SENTRY_DSN/)).toBeInTheDocument();
    expect(screen.queryByText(/SENTRY_WEB_DSN/)).not.toBeInTheDocument();
  });

  it('shows one report with its facts and its stack, our frames marked', async () => {
    stubApi({ 'GET /api/ops/error-reports/12': [200, report], 'GET /api/ops/sellers/42': [200, seller42] });
    renderRoutes([{ path: '/ops/error-reports/:id', element: <OpsErrorReportPage /> }], '/ops/error-reports/12');
    expect(await screen.findByRole('heading', { name: 'Error report No. 12' })).toBeInTheDocument();
    expect(screen.getByText('req-7')).toBeInTheDocument();
    expect(screen.getByText('readOrder')).toBeInTheDocument();
    expect(screen.getByText('/app/apps/api/src/modules/orders/orders.service.ts:88:17')).toBeInTheDocument();
    expect(screen.getByText('(anonymous function)')).toBeInTheDocument();
    expect(screen.getAllByText('our code')).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stockPage, stockRow } from '../test-data.ts';
import { WarehouseStockPage } from './warehouse-stock-page.tsx';

beforeAll(() => i18n.loadNamespaces('warehouse-stock'));
afterEach(() => vi.unstubAllGlobals());

function CreateForm() {
  const location = useLocation();
  return <p>create form {location.search}</p>;
}

const routes = [
  { path: '/products/warehouse', element: <WarehouseStockPage /> },
  { path: '/shipments/create', element: <CreateForm /> },
];
const blocked = stockRow({ id: 8, sku: 'DEMO-002', state: 'blocked', state_reason: 'Leaking', available: 0 });

describe('WarehouseStockPage', () => {
  it('shows quantities and states, and says that a double-click adds to a parcel', async () => {
    stubApi({ 'GET /api/warehouse/get_all_products?page=1&on_page=20': [200, stockPage([stockRow(), blocked])] });
    renderRoutes(routes, '/products/warehouse');
    const row = await screen.findByTestId('stock-DEMO-001');
    expect(within(row).getByText('Silver ring')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(screen.getByTestId('stock-DEMO-002')).getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Double-click a product to add it to a parcel you are creating.')).toBeInTheDocument();
  });

  it('filters through the URL', async () => {
    const calls = stubApi({
      'GET /api/warehouse/get_all_products?page=1&on_page=20': [200, stockPage([stockRow(), blocked])],
      'GET /api/warehouse/get_all_products?page=1&on_page=20&search=ring': [200, stockPage([stockRow()])],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/products/warehouse');
    await screen.findByTestId('stock-DEMO-002');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ring{Enter}');
    await vi.waitFor(() => expect(screen.queryByTestId('stock-DEMO-002')).not.toBeInTheDocument());
    expect(calls.map((c) => c.key)).toContain('GET /api/warehouse/get_all_products?page=1&on_page=20&search=ring');
  });

  it('a double-click opens the create form with the product to add', async () => {
    stubApi({ 'GET /api/warehouse/get_all_products?page=1&on_page=20': [200, stockPage([stockRow()])] });
    const user = userEvent.setup();
    renderRoutes(routes, '/products/warehouse');
    await user.dblClick(await screen.findByText('Silver ring'));
    expect(await screen.findByText('create form ?add_products=7')).toBeInTheDocument();
  });
});

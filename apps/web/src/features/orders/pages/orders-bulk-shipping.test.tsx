import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@cabinet/contracts/user';
import { captureDownloads } from '../../../../test/downloads.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { indexRoutes } from '../../../shared/lib/known-paths.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { ordersPage, shop, shopsOverview, summary } from '../test-data.ts';
import { OrdersPage } from './orders-page.tsx';

beforeAll(() => i18n.loadNamespaces('orders'));
afterEach(() => vi.unstubAllGlobals());

const SHOPS = 'GET /api/shops';
const LIST = 'GET /api/orders?page=1&on_page=20&kind=etsy';
const BULK = 'POST /api/orders/bulk-shipments';
const STICKERS = 'POST /api/v2/shipping/shipments/get-stickers';

function renderPage(user: User = demoUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  const routes = [
    { path: '/orders/:type', element: <OrdersPage /> },
    // The sales settings exist in the app: the dialog may link to them.
    { path: '/settings/sales', element: <p>Sales settings</p> },
  ];
  indexRoutes(routes);
  return renderRoutes(routes, '/orders/etsy', queryClient);
}

const second = summary({ id: 8, number: '2718281828', internal_number: 'ET-000008' });
const shipped = summary({
  id: 9,
  number: '1618033988',
  shipment: { id: 500, number: 'SC00000500', status: 'customer_created' },
});

describe('bulk shipping from the orders list', () => {
  it('ships the ticked orders, shows each outcome, prints the created ones’ stickers and reloads the list', async () => {
    let created = false;
    const calls = stubApi({
      [SHOPS]: [200, shopsOverview([shop()])],
      // After the batch the API lists the first order with its new shipment.
      [LIST]: () =>
        jsonResponse(
          200,
          ordersPage([
            created ? summary({ shipment: { id: 601, number: 'SC00000601', status: 'customer_created' } }) : summary(),
            second,
            shipped,
          ]),
        ),
      [BULK]: () => {
        created = true;
        return jsonResponse(200, {
          results: [
            { order_id: 7, order_number: '3141592653', shipment: { id: 601, number: 'SC00000601' }, error: null },
            {
              order_id: 8,
              order_number: '2718281828',
              shipment: null,
              error: { code: 'shop_defaults_missing', message: 'SunflowerCrafts has no shipping defaults yet' },
            },
          ],
        });
      },
      [STICKERS]: () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const downloads = captureDownloads();
    renderPage();
    const user = userEvent.setup();

    await screen.findByTestId('order-7');
    // An order already shipped cannot be shipped again (§5): its box is off, and "all" leaves it out.
    expect(screen.getByRole('checkbox', { name: 'Select order No. 1618033988' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create shipments (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select order No. 3141592653' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select order No. 2718281828' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create shipments (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create shipments (orders: 2)' });
    expect(within(dialog).getByText(/shop's shipping defaults/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set shipping defaults in Sales settings' })).toHaveAttribute(
      'href',
      '/settings/sales',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Customs values below the order totals are confirmed' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('1 created, 1 not created')).toBeInTheDocument();
    const request = calls.find((c) => c.key === BULK)!;
    expect(request.body).toEqual({ order_ids: [7, 8], confirm_low_customs_value: true });
    // Not declared idempotent: a repeat is safe by the §5 guard, so no key is sent.
    expect(request.headers.has('Idempotency-Key')).toBe(false);

    const results = within(dialog).getByRole('table', { name: 'Bulk shipping results' });
    const ok = within(results).getByTestId('bulk-result-7');
    expect(within(ok).getByText('No. 3141592653')).toBeInTheDocument();
    expect(within(ok).getByRole('link', { name: 'SC00000601' })).toHaveAttribute(
      'href',
      '/shipments/list?shipment=601',
    );
    const failed = within(results).getByTestId('bulk-result-8');
    expect(failed).toHaveTextContent('No. 2718281828');
    expect(failed).toHaveTextContent('SunflowerCrafts has no shipping defaults yet');
    expect(within(failed).queryByRole('link')).toBeNull();

    // The stickers of the created shipments, in one PDF of the size chosen (A4 until another is picked).
    expect(within(dialog).getByRole('combobox', { name: 'Sticker size' })).toHaveValue('A4 (several a page)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Sticker size' }));
    await user.click(await screen.findByRole('option', { name: 'A6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Print stickers (PDF)' }));
    await vi.waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(calls.find((c) => c.key === STICKERS)?.body).toEqual({ shipment_ids: [601], print_format: 'SIZE_A6' });
    const [{ blob, name }] = downloads.saved as [{ blob: Blob; name: string }];
    expect(name).toBe('stickers-a6.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');

    // The list was read again behind the dialog; closed, it shows the new shipment, and the order not created stays
    // ticked to try again.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByTestId('order-7');
    expect(await within(row).findByRole('link', { name: 'SC00000601' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === LIST)).toHaveLength(2);
    expect(within(row).getByRole('checkbox', { name: 'Select order No. 3141592653' })).toBeDisabled();
    expect(within(row).getByRole('checkbox', { name: 'Select order No. 3141592653' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create shipments (1)' })).toBeEnabled();
  });

  it('shows why a whole batch was refused, in the dialog', async () => {
    stubApi({
      [SHOPS]: [200, shopsOverview([shop()])],
      [LIST]: [200, ordersPage([summary()])],
      [BULK]: [403, { code: 'permission_denied', message: 'No permission' }],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order No. 3141592653' }));
    await user.click(screen.getByRole('button', { name: 'Create shipments (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create shipments (orders: 1)' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your sub-account has no permission for this action',
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  // Three pages of rows asked by role in the test DOM: about 12 s alone, more beside other suites.
  it('takes at most 50 orders a batch and says so when more are ticked', { timeout: 40_000 }, async () => {
    const orders = Array.from({ length: 51 }, (_, i) =>
      summary({ id: 100 + i, number: String(9000 + i), internal_number: `ET-${100 + i}` }),
    );
    const onPage = (page: number) => orders.slice((page - 1) * 20, page * 20);
    stubApi({
      [SHOPS]: [200, shopsOverview([shop()])],
      [LIST]: [200, ordersPage(onPage(1), 51)],
      'GET /api/orders?page=2&on_page=20&kind=etsy': [200, ordersPage(onPage(2), 51, 2)],
      'GET /api/orders?page=3&on_page=20&kind=etsy': [200, ordersPage(onPage(3), 51, 3)],
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByTestId('order-100');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    for (const page of [2, 3]) {
      await user.click(screen.getByRole('button', { name: `Page ${page}` }));
      await screen.findByTestId(`order-${100 + (page - 1) * 20}`);
      await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    }

    expect(screen.getByRole('button', { name: 'Create shipments (51)' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 50 orders at a time: 51 are selected. Untick 1.');
    await user.click(screen.getByRole('checkbox', { name: 'Select order No. 9050' }));
    expect(screen.getByRole('button', { name: 'Create shipments (50)' })).toBeEnabled();
    expect(screen.queryByText(/At most 50 orders/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Create shipments (0)' })).toBeDisabled();
  });

  it('offers no boxes and no bulk action to a user who may not create shipments', async () => {
    stubApi({ [SHOPS]: [200, shopsOverview([shop()])], [LIST]: [200, ordersPage([summary()])] });
    renderPage({ ...demoUser, role: 'member', permissions: ['integrations.read', 'shipments.read'] });
    await screen.findByTestId('order-7');
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create shipments/ })).toBeNull();
  });

  it('offers no bulk action to a member who may create shipments but not save buyers to the address book', async () => {
    stubApi({ [SHOPS]: [200, shopsOverview([shop()])], [LIST]: [200, ordersPage([summary()])] });
    renderPage({
      ...demoUser,
      role: 'member',
      permissions: ['integrations.read', 'shipments.read', 'shipments.write'],
    });
    await screen.findByTestId('order-7');
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create shipments/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@cabinet/contracts/orders';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { crmState, order } from '../test-data.ts';
import { OrderPage } from './order-page.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('orders');
});
afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/orders/7';
const CRM = 'GET /api/crm';
const PATCH = 'PATCH /api/orders/7';
const SET_TRACK = 'PUT /api/orders/7/set_track';
const CANCEL = 'PUT /api/orders/7/cancel';

function renderPage(url = '/orders/etsy/7') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path: '/orders/:type/:orderId', element: <OrderPage /> }], url, queryClient);
}

const section = (name: string) => screen.getByRole('region', { name });

/** A page answering GET with whatever the last write answered, as the API would. */
function serve(initial: Order, crm = crmState('not_started')) {
  let current = initial;
  return {
    handlers: { [GET]: () => jsonResponse(200, current), [CRM]: () => jsonResponse(200, crm) },
    set: (next: Order) => (current = next),
    setCrm: (next: typeof crm) => (crm = next),
  };
}

describe('order page', () => {
  it('shows every field of the order, its lines, its money and the marketplace’s own data', async () => {
    stubApi({ [GET]: [200, order()], [CRM]: [200, crmState('not_started')] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 3141592653' })).toBeInTheDocument();

    const overview = section('Order');
    const facts: [string, string][] = [
      ['Marketplace order number', '3141592653'],
      ['Internal number', 'ET-000007'],
      ['Marketplace order ID', '3141592653'],
      ['Shop', 'Etsy · SunflowerCrafts'],
      ['Order status', 'Open'],
      ['Payment', 'Paid'],
      ['CRM status', 'New'],
    ];
    for (const [label, value] of facts)
      expect(within(overview).getByText(label).nextElementSibling).toHaveTextContent(value);

    const buyer = section('Buyer and delivery');
    expect(within(buyer).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(buyer).getByText('Please wrap it as a gift')).toBeInTheDocument();
    expect(within(buyer).getByText('Ship to').nextElementSibling).toHaveTextContent(
      /Jane Doe5 Main StApt 2Springfield, IL 62701.*United States\+12175550100/,
    );

    const lines = within(section('Items')).getByRole('table', { name: 'Order items' });
    expect(lines).toHaveTextContent(/Embroidered shirt.*VYSH-01.*Size: M.*Initials O\.K\..*2.*\$30\.00/);
    expect(within(lines).getByRole('link', { name: 'Open the matched product' })).toHaveAttribute(
      'href',
      '/products?product=41',
    );

    const money = within(section('Money')).getByRole('table', { name: 'Money' });
    const row = (name: string) => within(money).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Items subtotal')).toHaveTextContent('$60.00');
    expect(row('Discount')).toHaveTextContent('$5.00');
    expect(row('Tax')).toHaveTextContent('$3.50');
    expect(row('Delivery')).toHaveTextContent('$6.00');
    expect(row('Marketplace fees')).toHaveTextContent('Not reported by Etsy');
    expect(row('Total')).toHaveTextContent('$64.50');

    const raw = section('Marketplace data');
    expect(within(raw).getByTestId('order-raw')).toHaveTextContent('"receipt_id": 3141592653');
    expect(within(raw).getByTestId('order-raw')).toHaveTextContent('"divisor": 100');

    expect(within(section('Tracking at the marketplace')).getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create shipment' })).toHaveAttribute(
      'href',
      '/shipments/create?from_order=7',
    );
    // Etsy's API has no cancel: it is said, and nothing can be sent.
    expect(
      screen.getByText('Etsy does not let apps cancel orders: cancel it in your Etsy shop manager.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/orders/etsy');
  });

  it('shows fees, the track’s refusal and the shipment made for the order instead of "Create shipment"', async () => {
    stubApi({
      [GET]: [
        200,
        order({
          kind: 'shopify',
          total: { amount: '80.00', currency: 'EUR' },
          total_usd: { amount: '93.38', rate_date: '2026-11-21' },
          fees: { amount: '2.40', currency: 'EUR' },
          shipment: { id: 501, number: 'SC00000501', status: 'customer_created' },
          track: {
            state: 'refused',
            numbers: ['LA123456789US'],
            carrier: 'ukrposhta',
            message: 'Tracking is not permitted for this shop',
            sent_at: '2026-11-21T12:00:00.000Z',
            attempts: 3,
            packages: [{ track_number: 'LA123456789US', lines: [{ external_id: 'L1', quantity: 2 }], sent_at: null }],
          },
        }),
      ],
      [CRM]: [200, crmState('subscribed')],
    });
    renderPage('/orders/shopify/7');
    const link = await screen.findByRole('link', { name: 'Shipment SC00000501' });
    expect(link).toHaveAttribute('href', '/shipments/list?shipment=501');
    expect(screen.queryByRole('link', { name: 'Create shipment' })).not.toBeInTheDocument();
    expect(within(section('Money')).getByRole('row', { name: /^Marketplace fees/ })).toHaveTextContent('2,40 €');
    const track = section('Tracking at the marketplace');
    expect(within(track).getByText('Refused')).toBeInTheDocument();
    expect(within(track).getByText('Track numbers').nextElementSibling).toHaveTextContent('LA123456789US');
    expect(within(track).getByText('Carrier').nextElementSibling).toHaveTextContent('Ukrposhta');
    expect(within(track).getByText('Attempts').nextElementSibling).toHaveTextContent('3');
    expect(within(track).getByText('Sent').nextElementSibling).toHaveTextContent(/^21\.11\.2026/);
    expect(within(track).getByText('Tracking is not permitted for this shop')).toBeInTheDocument();
    expect(within(track).getByRole('list', { name: 'Parcels' })).toHaveTextContent(
      /^Parcel 1: LA123456789USEmbroidered shirt, Size: M ×\s2Not sent yet$/,
    );
  });

  const ERASED = { buyer_name: null, buyer_email: null, buyer_note: null, ship_to: null };

  it('says why the buyer is blank when the marketplace asked us to forget them', async () => {
    stubApi({
      [GET]: [200, order({ ...ERASED, buyer_erased: 'notice' })],
      [CRM]: [200, crmState('not_started')],
    });
    renderPage();
    const buyer = await screen.findByRole('region', { name: 'Buyer and delivery' });
    expect(within(buyer).getByText(/asked us to forget this buyer/)).toBeInTheDocument();
  });

  it('says why the buyer is blank when the marketplace’s time to keep their data is over', async () => {
    stubApi({
      [GET]: [200, order({ ...ERASED, kind: 'amazon', buyer_erased: 'retention' })],
      [CRM]: [200, crmState('not_started')],
    });
    renderPage();
    const buyer = await screen.findByRole('region', { name: 'Buyer and delivery' });
    expect(
      within(buyer).getByText(/^Amazon lets sellers keep a buyer's personal data only for a while after delivery/),
    ).toBeInTheDocument();
  });

  it('says the buyer asked to cancel, and where to answer, while the order can still be shipped', async () => {
    stubApi({
      [GET]: [200, order({ kind: 'ebay', cancel_requested: true })],
      [CRM]: [200, crmState('not_started')],
    });
    renderPage('/orders/ebay/7');
    expect(await screen.findByTestId('cancel-requested')).toHaveTextContent(
      'The buyer asked eBay to cancel this order. Accept or decline the request in eBay; ship the order only if you declined it.',
    );
    expect(screen.getByRole('link', { name: 'Create shipment' })).toBeInTheDocument();
  });

  it('says the marketplace kept the buyer’s name and street when the address comes without them', async () => {
    const partial = {
      name: '',
      line1: '',
      line2: null,
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
      country: 'US',
      phone: null,
    };
    stubApi({
      [GET]: [200, order({ kind: 'amazon', buyer_name: null, buyer_email: null, ship_to: partial })],
      [CRM]: [200, crmState('not_started')],
    });
    renderPage();
    const buyer = await screen.findByRole('region', { name: 'Buyer and delivery' });
    expect(within(buyer).getByText(/^Amazon did not give us the buyer's name and street/)).toBeInTheDocument();
    expect(within(buyer).getByText('Seattle, WA 98101')).toBeInTheDocument();
  });

  it('saves the seller’s note', async () => {
    const api = serve(order());
    const calls = stubApi({
      ...api.handlers,
      [PATCH]: (body) => jsonResponse(200, api.set(order(body as Partial<Order>))),
    });
    renderPage();
    const note = await screen.findByRole('textbox', { name: 'Note' });
    const save = screen.getByRole('button', { name: 'Save the note' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.type(note, 'Ship on Monday');
    await user.click(save);
    expect(await screen.findByText('The note is saved')).toBeInTheDocument();
    expect(calls.find((c) => c.key === PATCH)?.body).toEqual({ seller_note: 'Ship on Monday' });
    expect(note).toHaveValue('Ship on Monday');
    await vi.waitFor(() => expect(save).toBeDisabled());
  });

  it('says the first CRM change starts the free trial, then until when it is free', async () => {
    const api = serve(order());
    const calls = stubApi({
      ...api.handlers,
      [PATCH]: (body) => {
        api.setCrm(crmState('trial', '2026-12-21T10:00:00.000Z'));
        return jsonResponse(200, api.set(order(body as Partial<Order>)));
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'The CRM is free for 30 days. Your first change of a CRM status or tags starts the free trial.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'CRM status' }));
    await user.click(await screen.findByRole('option', { name: 'Packed' }));
    expect(await screen.findByText('The CRM is free until 21.12.2026.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === PATCH)?.body).toEqual({ crm_status: 'packed' });
    expect(within(section('Order')).getByText('CRM status').nextElementSibling).toHaveTextContent('Packed');

    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'gift{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save tags' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === PATCH).at(-1)?.body).toEqual({ tags: ['gift'] }));
  });

  it('shows the API’s 402 when the trial ended meanwhile, then disables the CRM with the prompt', async () => {
    const api = serve(order(), crmState('trial', '2026-11-21T10:00:00.000Z'));
    const calls = stubApi({
      ...api.handlers,
      [PATCH]: () => {
        api.setCrm(crmState('ended', '2026-11-21T10:00:00.000Z'));
        return jsonResponse(402, { code: 'crm_trial_ended', message: 'The free CRM trial ended on 21.11.2026' });
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'CRM status' }));
    await user.click(await screen.findByRole('option', { name: 'Problem' }));
    expect(await screen.findByText('The free CRM trial ended on 21.11.2026')).toBeInTheDocument();
    expect(
      await screen.findByText('Your free CRM trial has ended. Subscriptions to the CRM will be sold in paid services.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'CRM status' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
    // The note is not the CRM: it stays editable.
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeEnabled();
    expect(calls.filter((c) => c.key === PATCH)).toHaveLength(1);
  });

  it('starts with the CRM disabled when the trial has ended', async () => {
    stubApi({ [GET]: [200, order()], [CRM]: [200, crmState('ended', '2026-11-01T10:00:00.000Z')] });
    renderPage();
    expect(
      await screen.findByText('Your free CRM trial has ended. Subscriptions to the CRM will be sold in paid services.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'CRM status' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save tags' })).toBeDisabled();
  });

  it('sends tracking with the carrier picked, and shows the marketplace’s refusal in the dialog', async () => {
    const api = serve(order());
    let attempts = 0;
    const calls = stubApi({
      ...api.handlers,
      [SET_TRACK]: () =>
        ++attempts === 1
          ? jsonResponse(422, { code: 'carrier_not_supported', message: 'Etsy has no code for this carrier' })
          : jsonResponse(
              200,
              api.set(
                order({
                  track: {
                    state: 'sent',
                    numbers: ['LA123456789US', '9400111899223'],
                    carrier: 'meest',
                    message: null,
                    sent_at: '2026-11-21T12:00:00.000Z',
                    attempts: 1,
                    packages: [
                      {
                        track_number: 'LA123456789US',
                        lines: [{ external_id: 'L1', quantity: 1 }],
                        sent_at: '2026-11-21T12:00:00.000Z',
                      },
                      {
                        track_number: '9400111899223',
                        lines: [{ external_id: 'L1', quantity: 1 }],
                        sent_at: '2026-11-21T12:00:00.000Z',
                      },
                    ],
                  },
                }),
              ),
            ),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send tracking of order 3141592653 to Etsy' });
    const numbers = within(dialog).getByRole('textbox', { name: /^Track numbers/ });

    // The contract's rules first: nothing is sent while a number or the carrier is wrong.
    await user.type(numbers, 'L#1');
    await user.click(within(dialog).getByRole('button', { name: 'Send tracking' }));
    expect(numbers).toHaveAccessibleDescription(/A track number has 4 to 40 Latin letters, digits or dashes/);
    expect(within(dialog).getByRole('combobox', { name: /^Carrier/ })).toHaveAccessibleDescription('Required field');
    expect(calls.filter((c) => c.key === SET_TRACK)).toHaveLength(0);

    await user.clear(numbers);
    await user.type(numbers, 'LA123456789US{Enter}9400111899223');
    await user.click(within(dialog).getByRole('combobox', { name: /^Carrier/ }));
    await user.click(await screen.findByRole('option', { name: 'Meest' }));
    // Two numbers: one of the two shirts in each parcel.
    const shirts = (n: number) =>
      within(within(dialog).getByRole('group', { name: new RegExp(`^Parcel ${n}:`) })).getByRole('textbox', {
        name: 'Embroidered shirt, Size: M',
      });
    await user.clear(shirts(1));
    await user.type(shirts(1), '1');
    await user.clear(shirts(2));
    await user.type(shirts(2), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send tracking' }));
    expect(await within(dialog).findByText('Etsy has no code for this carrier')).toBeInTheDocument();
    expect(calls.find((c) => c.key === SET_TRACK)?.body).toEqual({
      track_numbers: ['LA123456789US', '9400111899223'],
      carrier: 'meest',
      packages: [
        { track_number: 'LA123456789US', lines: [{ external_id: 'L1', quantity: 1 }] },
        { track_number: '9400111899223', lines: [{ external_id: 'L1', quantity: 1 }] },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send tracking' }));
    expect(await screen.findByText('The tracking is sent to the marketplace')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const track = section('Tracking at the marketplace');
    expect(within(track).getByText('Track numbers').nextElementSibling).toHaveTextContent(
      'LA123456789US, 9400111899223',
    );
    expect(within(track).getByText('Carrier').nextElementSibling).toHaveTextContent('Meest');
    const parcels = within(within(track).getByRole('list', { name: 'Parcels' })).getAllByRole('listitem');
    expect(parcels.map((p) => p.textContent)).toEqual([
      'Parcel 1: LA123456789USEmbroidered shirt, Size: M ×\u00a01Sent 21.11.2026 12:00',
      'Parcel 2: 9400111899223Embroidered shirt, Size: M ×\u00a01Sent 21.11.2026 12:00',
    ]);
  });

  it('cancels with one of the marketplace’s reasons, worded for the known codes', async () => {
    const amazon = order({
      kind: 'amazon',
      shop_name: 'Kyiv Goods US',
      cancel_reasons: ['NO_INVENTORY', 'BUYER_CANCELLED', 'SHIPPING_ADDRESS_UNDELIVERABLE', 'NEW_AMAZON_CODE'],
    });
    const api = serve(amazon);
    const calls = stubApi({
      ...api.handlers,
      [CANCEL]: () => jsonResponse(200, api.set({ ...amazon, status: 'cancelled' })),
    });
    renderPage('/orders/amazon/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 3141592653' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByRole('combobox', { name: /^Reason/ })).toHaveAccessibleDescription('Required field');

    await user.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Out of stock',
      'The buyer cancelled',
      'The shipping address is undeliverable',
      'NEW_AMAZON_CODE',
    ]);
    await user.click(screen.getByRole('option', { name: 'The buyer cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order 3141592653 is cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.key === CANCEL)?.body).toEqual({ reason: 'BUYER_CANCELLED' });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(within(section('Order')).getByText('Order status').nextElementSibling).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('link', { name: 'Create shipment' })).not.toBeInTheDocument();
  });

  it('shows the app’s not-found state for another seller’s or an unknown order', async () => {
    stubApi({ [GET]: [404, { code: 'not_found', message: 'Not found' }], [CRM]: [200, crmState('trial')] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the orders' })).toHaveAttribute('href', '/orders/all');
  });
});

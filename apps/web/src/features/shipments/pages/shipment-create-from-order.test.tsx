import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '@cabinet/contracts/addresses';
import type { ShipmentDraft } from '@cabinet/contracts/orders';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { book, recipient, sender } from '../test-data.ts';
import { ShipmentCreatePage } from './shipment-create-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const SENDERS = 'GET /api/user/book?book_type=sender&page=1&on_page=100';
const RECIPIENTS = 'GET /api/user/book?book_type=recipient&page=1&on_page=100';
const DRAFT = 'POST /api/orders/7/shipment-draft';
// The picker shows a filled code with its title.
const CODE = 'GET /api/v2/products/uktved/6206400000?lang=en';
const shirts = {
  id: '6206400000',
  code: '6206400000',
  title: 'з хімічних волокон',
  title_translated: 'Of man-made fibres',
  parent: '620640',
  ancestors: [],
  has_children: false,
  is_selectable: true,
  section: 'XI',
  children: [],
};

/** The order's buyer, saved to the address book by the draft. */
const buyer: Address = {
  ...recipient,
  id: 22,
  first_name: 'Jane',
  last_name: 'Doe',
  state: 'IL',
  city: 'Springfield',
  zip: '62701',
  address_line1: '5 Main St',
};

const draft: ShipmentDraft = {
  order_id: 7,
  order_number: '3141592653',
  recipient_id: 22,
  order_total: '64.50',
  lines: [
    {
      product_id: 41,
      sku: 'VYSH-01',
      name_ua: 'Вишиванка',
      name_en: 'Embroidered shirt',
      quantity: 2,
      unit_value: '30.00',
      hs_code: '6206400000',
    },
    // No product has this SKU: the marketplace's title, for the seller to complete.
    {
      product_id: null,
      sku: 'MUG-2',
      name_ua: '',
      name_en: 'Ceramic mug',
      quantity: 1,
      unit_value: '12.00',
      hs_code: '',
    },
  ],
};

function renderPage(url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path: '/shipments/create', element: <ShipmentCreatePage /> }], url, queryClient);
}

const textbox = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('textbox', { name });

describe('create shipment page, filled from a marketplace order', { timeout: 30_000 }, () => {
  it('asks for the order’s draft once and fills the recipient, order number, order total and customs lines', async () => {
    let drafted = false;
    const calls = stubApi({
      [SENDERS]: [200, book([sender])],
      // The draft saved the buyer to the book: the picker is read again and offers it.
      [RECIPIENTS]: () => jsonResponse(200, book(drafted ? [recipient, buyer] : [recipient])),
      [DRAFT]: () => {
        drafted = true;
        return jsonResponse(200, draft);
      },
      [CODE]: [200, shirts],
    } as never);
    const { router } = renderPage('/shipments/create?from_order=7');

    // The form (and with it the draft's request) waits for the address book; a busy machine is slow at both.
    expect(
      await screen.findByText(
        'Filled from order 3141592653: check the recipient and the customs lines',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Recipient/ })).toHaveValue('Jane Doe — Springfield, IL, US'),
    );
    expect(textbox(/^Order number/)).toHaveValue('3141592653');
    expect(textbox(/^Order total/)).toHaveValue('64.50');

    const first = screen.getByRole('group', { name: 'Item 1' });
    expect(textbox(/^Customs name in Ukrainian/, first)).toHaveValue('Вишиванка');
    expect(textbox(/^Customs name in English/, first)).toHaveValue('Embroidered shirt');
    expect(textbox(/^Quantity/, first)).toHaveValue('2');
    expect(textbox(/^Value per unit/, first)).toHaveValue('30.00');
    expect(textbox(/^SKU/, first)).toHaveValue('VYSH-01');
    // The picker loads lazily with its catalogue, then reads the code's title: slow on a busy machine.
    const firstCode = await within(first).findByRole('combobox', { name: /^HS code/ }, { timeout: 5000 });
    await vi.waitFor(() => expect(firstCode).toHaveValue('6206400000 Of man-made fibres'), { timeout: 5000 });
    const second = screen.getByRole('group', { name: 'Item 2' });
    expect(textbox(/^Customs name in Ukrainian/, second)).toHaveValue('');
    expect(textbox(/^Customs name in English/, second)).toHaveValue('Ceramic mug');
    expect(textbox(/^SKU/, second)).toHaveValue('MUG-2');

    // Asked once; the parameter is dropped so that a reload does not ask (nor save the recipient) again.
    expect(calls.filter((c) => c.key === DRAFT)).toHaveLength(1);
    expect(router.state.location.search).toBe('');

    // The unmatched line is left for the seller: the form's own checks ask for its Ukrainian name and HS code.
    await userEvent.click(screen.getByRole('button', { name: 'Create the parcel' }));
    expect(await screen.findByText('Check the correctness of entered data')).toBeInTheDocument();
    expect(textbox(/^Customs name in Ukrainian/, second)).toHaveAccessibleDescription(
      /All customs product names must exist in both Ukrainian and English/,
    );
    expect(within(second).getByRole('combobox', { name: /^HS code/ })).toHaveAccessibleDescription('Required field');
    expect(calls.filter((c) => c.key.startsWith('POST /api/shipping'))).toHaveLength(0);
  });

  it('shows the API’s refusal when the order already has its shipment (§5)', async () => {
    stubApi({
      [SENDERS]: [200, book([sender])],
      [RECIPIENTS]: [200, book([recipient])],
      [DRAFT]: [409, { code: 'shipment_already_created', message: 'A shipment was already created for this order' }],
    } as never);
    const { router } = renderPage('/shipments/create?from_order=7');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The form could not be filled from the order');
    expect(alert).toHaveTextContent('A shipment was already created for this order');
    expect(textbox(/^Order number/)).toHaveValue('');
    expect(router.state.location.search).toBe('?from_order=7');
  });
});

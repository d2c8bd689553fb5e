import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shipmentCreateBodySchema, shipmentLineInputSchema } from '@cabinet/contracts/shipments';
import type { User } from '@cabinet/contracts/user';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { indexRoutes } from '../../../shared/lib/known-paths.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { book, quote, recipient, sender, shipment } from '../test-data.ts';
import { ShipmentCreatePage } from './shipment-create-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const SENDERS = 'GET /api/user/book?book_type=sender&page=1&on_page=100';
const RECIPIENTS = 'GET /api/user/book?book_type=recipient&page=1&on_page=100';
// The HS code is picked through the customs code picker, which searches the classification.
const CUSTOMS_SEARCH = `GET /api/v2/products/uktved?${new URLSearchParams({ title: '620640', lang: 'en', selectable_only: 'true' })}`;
const embroideredShirts = {
  id: '6206400000',
  code: '6206400000',
  title: 'з хімічних волокон',
  title_translated: 'Of man-made fibres',
  parent: '620640',
  ancestors: [
    { id: '62', code: '62', title: 'Одяг', title_translated: 'Articles of apparel, not knitted' },
    { id: '6206', code: '6206', title: 'Блузи', title_translated: "Women's blouses and shirts" },
  ],
  has_children: false,
  is_selectable: true,
  section: 'XI',
};
const formLookups = {
  [SENDERS]: [200, book([sender])],
  [RECIPIENTS]: [200, book([recipient])],
  // Focusing the picker shows the chapters; typing searches.
  'GET /api/v2/products/uktved/roots?lang=en': [200, { codes: [] }],
  [CUSTOMS_SEARCH]: [200, { codes: [embroideredShirts] }],
} as const;

function renderPage(user: User = demoUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  const routes = [
    {
      path: '/shipments/create',
      element: (
        <DialogHost>
          <ShipmentCreatePage />
        </DialogHost>
      ),
    },
    { path: '/money-in', element: <p>Top-up</p> },
  ];
  // Dialogs offer links only to screens that exist.
  indexRoutes(routes);
  return renderRoutes(routes, '/shipments/create', queryClient);
}

const textbox = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('textbox', { name });
const hsCode = (root: HTMLElement) => within(root).getByRole('combobox', { name: /^HS code/ });
/** The picker loads lazily with its catalogue: on a busy machine that can take more than findBy's default second. */
const findHsCode = (root: HTMLElement) => within(root).findByRole('combobox', { name: /^HS code/ }, { timeout: 5000 });

/** Searches the picker by a code prefix and picks the leaf: the search waits out the 1500 ms throttle (§9). */
async function pickHsCode(user: ReturnType<typeof userEvent.setup>, root: HTMLElement) {
  await fill(user, await findHsCode(root), '620640');
  await user.click(await screen.findByRole('option', { name: /^6206400000 Of man-made fibres/ }, { timeout: 3000 }));
}

/** Typing key by key re-renders the whole form each time: paste, as a seller's autofill would. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A direct small-pack parcel to John Smith with one filled line and a 30×20×10 box of 0.5 kg. */
async function fillParcel(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /^Delivery type/, 'Small pack');
  await choose(user, /^Recipient/, 'John Smith — New York, NY, US');
  const item = screen.getByRole('group', { name: 'Item 1' });
  await fill(user, textbox(/^Customs name in Ukrainian/, item), 'Вишиванка');
  await fill(user, textbox(/^Customs name in English/, item), 'Embroidered shirt');
  await fill(user, textbox(/^Value per unit/, item), '40');
  await pickHsCode(user, item);
  await fill(user, textbox(/^Weight/), '0.5');
  await fill(user, textbox(/^Length/), '30');
  await fill(user, textbox(/^Width/), '20');
  await fill(user, textbox(/^Height/), '10');
}

describe('create shipment page', { timeout: 30_000 }, () => {
  it('mirrors the server’s rules before sending anything', async () => {
    const calls = stubApi({ ...formLookups } as never);
    renderPage();
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Create the parcel' });
    // The default sender is preselected; the §5 help is shown.
    expect(screen.getByRole('combobox', { name: /^Sender/ })).toHaveValue('Sunflower Crafts — Lviv, UA-46, UA');
    expect(within(screen.getByRole('note')).getByText(/Check the order number/)).toBeInTheDocument();

    await user.click(create);
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Recipient/ })).toHaveAccessibleDescription('Required field');

    const item = screen.getByRole('group', { name: 'Item 1' });
    await fill(user, textbox(/^Customs name in Ukrainian/, item), 'Вишиванка');
    await fill(user, textbox(/^Customs name in English/, item), 'Вишиванка');
    await user.click(create);
    expect(await screen.findByText('Check the correctness of entered data')).toBeInTheDocument();
    expect(textbox(/^Customs name in English/, item)).toHaveAccessibleDescription(/Use Latin letters only/);
    expect(await findHsCode(item)).toHaveAccessibleDescription('Required field');

    await user.clear(textbox(/^Customs name in English/, item));
    await user.click(create);
    expect(textbox(/^Customs name in English/, item)).toHaveAccessibleDescription(
      /All customs product names must exist in both Ukrainian and English/,
    );

    // Express: a box of at least 15 × 21 cm and a proof of value (§5).
    await choose(user, /^Delivery type/, 'Express');
    await fill(user, textbox(/^Length/), '20');
    await fill(user, textbox(/^Width/), '10');
    await fill(user, textbox(/^Height/), '5');
    await user.click(create);
    expect(textbox(/^Length/)).toHaveAccessibleDescription('Express shipments need a box of at least 15 cm by 21 cm');
    expect(
      screen.getByText('Express shipments need proof of value: a transaction statement in English'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('states the contract’s length limits on the customs lines, the order number and a tag (issue 12)', async () => {
    stubApi({ ...formLookups } as never);
    renderPage();
    await screen.findByRole('button', { name: 'Create the parcel' });
    const item = screen.getByRole('group', { name: 'Item 1' });
    const line = shipmentLineInputSchema.shape;
    expect(textbox(/^Customs name in Ukrainian/, item)).toHaveAttribute('maxLength', String(line.name_ua.maxLength));
    expect(textbox(/^Customs name in English/, item)).toHaveAttribute('maxLength', String(line.name_en.maxLength));
    expect(textbox(/^SKU/, item)).toHaveAttribute('maxLength', String(line.sku.unwrap().unwrap().maxLength));
    expect(textbox(/^Order number/)).toHaveAttribute(
      'maxLength',
      String(shipmentCreateBodySchema.shape.order_number.unwrap().unwrap().maxLength),
    );
    expect(screen.getByLabelText(/^Tags/, { selector: 'input' })).toHaveAttribute(
      'maxLength',
      String(shipmentCreateBodySchema.shape.tags.unwrap().element.maxLength),
    );
  });

  it('shows the weights live, quotes, asks the §5 confirmations and creates with the key and the price seen', async () => {
    const calls = stubApi({
      ...formLookups,
      'POST /api/shipping/shipment/quote': [
        200,
        quote('17.49', {
          customs_value_shortfall: { amount: '10.00', currency: 'USD', currency_sign_pre: true },
          needs_confirmation: ['low_customs_value', 'no_track'],
        }),
      ],
      'POST /api/shipping/shipment': () => jsonResponse(201, { shipment: shipment() }),
    } as never);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillParcel(user);
    expect(screen.getByText(/Fact weight 0.5 kg · dimensional weight 1.2 kg · charged by 1.2 kg/)).toBeInTheDocument();
    await fill(user, textbox(/^Order total/), '50');
    await user.click(screen.getByRole('radio', { name: /I bring it to the warehouse myself/ }));

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('$17.49')).toBeInTheDocument();
    expect(screen.getByText('Delivery in 10–18 days')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create the parcel' }));
    const low = await screen.findByRole('dialog', { name: 'The customs value is below the order total' });
    expect(low).toHaveTextContent('is $10.00 lower than the order total');
    await user.click(within(low).getByRole('button', { name: 'Continue' }));
    const noTrack = await screen.findByRole('dialog', { name: 'No track number' });
    await user.click(within(noTrack).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Parcel SC00000501 is created')).toBeInTheDocument();
    expect(screen.getByText(/\$17.49 is held on your balance/)).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/shipping/shipment');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(post?.body).toMatchObject({
      type: 'direct',
      delivery_type: 'small_pack',
      sender_id: 11,
      recipient_id: 21,
      handover: 'self',
      order_total: '50',
      box: { weight_kg: 0.5, length_cm: 30, width_cm: 20, height_cm: 10 },
      lines: [
        { name_ua: 'Вишиванка', name_en: 'Embroidered shirt', quantity: 1, unit_value: '40', hs_code: '6206400000' },
      ],
      expected_price: '17.49',
      confirm_low_customs_value: true,
      confirm_no_track: true,
    });
    expect(screen.getByRole('link', { name: 'My parcels' })).toHaveAttribute('href', '/shipments/list');
  });

  it('shows a new price and asks again; insufficient funds offer a top-up', async () => {
    let attempts = 0;
    const calls = stubApi({
      ...formLookups,
      'POST /api/shipping/shipment/quote': [200, quote('17.49')],
      'POST /api/shipping/shipment': () =>
        ++attempts === 1
          ? jsonResponse(409, { code: 'price_changed', message: 'The price has changed', quote: quote('19.99') })
          : jsonResponse(409, { code: 'insufficient_funds', message: 'Insufficient funds on the balance' }),
    } as never);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillParcel(user);
    // Create without Calculate: the price is quoted and agreed to first.
    await user.click(screen.getByRole('button', { name: 'Create the parcel' }));
    const agree = await screen.findByRole('dialog', { name: 'Create the parcel?' });
    expect(agree).toHaveTextContent('$17.49 will be held on your balance');
    await user.click(within(agree).getByRole('button', { name: 'Create the parcel' }));

    const changed = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(changed).toHaveTextContent('The price was $17.49 and is now $19.99');
    await user.click(within(changed).getByRole('button', { name: 'Create at the new price' }));

    const funds = await screen.findByRole('dialog', { name: 'Not enough money' });
    expect(within(funds).getByRole('button', { name: 'Top up the balance' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.key === 'POST /api/shipping/shipment');
    expect(posts.map((c) => (c.body as { expected_price: string }).expected_price)).toEqual(['17.49', '19.99']);
  });

  it('says an address must exist first, and offers only the types the user’s vars allow', async () => {
    stubApi({ [SENDERS]: [200, book([sender])], [RECIPIENTS]: [200, book([])] } as never);
    renderPage({ ...demoUser, vars: { ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 0 } });
    const user = userEvent.setup();
    expect(await screen.findByText(/An address must exist in the address book/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an address to the address book' })).toHaveAttribute(
      'href',
      '/addresses/new',
    );
    await user.click(screen.getByRole('combobox', { name: /^Shipment type/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Direct');
    expect(options).not.toContain('Global forward');
    expect(options).not.toContain('Sender consolidation');
  });

  it('shows "No rates found" with the reasons the server gave', async () => {
    stubApi({
      ...formLookups,
      'POST /api/shipping/shipment/quote': [
        422,
        {
          code: 'no_rates_found',
          message: 'No rates found',
          excluded: [{ delivery_type: 'small_pack', reason: 'over_max_weight' }],
        },
      ],
    } as never);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillParcel(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No rates found');
    expect(alert).toHaveTextContent('Small pack: too heavy for this type');
  });
  it('puts the server’s field messages on their fields, and the double-shipment guard on the order number', async () => {
    let quotes = 0;
    stubApi({
      ...formLookups,
      'POST /api/shipping/shipment/quote': () =>
        ++quotes === 1
          ? jsonResponse(400, {
              code: 'validation_error',
              message: 'Check the correctness of entered data',
              errors: { 'lines.0.hs_code': ['This code is not in the classification'] },
            })
          : jsonResponse(200, quote('17.49')),
      'POST /api/shipping/shipment': [
        409,
        { code: 'shipment_already_created', message: 'A shipment was already created for this order' },
      ],
    } as never);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillParcel(user);
    await fill(user, textbox(/^Order number/), 'ETSY-1001');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const item = screen.getByRole('group', { name: 'Item 1' });
    await vi.waitFor(() => expect(hsCode(item)).toHaveAccessibleDescription(/This code is not in the classification/));

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('Delivery in 10–18 days');
    await user.click(screen.getByRole('button', { name: 'Create the parcel' }));
    await vi.waitFor(() =>
      expect(textbox(/^Order number/)).toHaveAccessibleDescription(/A shipment was already created for this order/),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShipmentDefaults, Shop } from '@cabinet/contracts/shops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { overview, sender, senders, shop } from '../test-data.ts';
import { SalesSettingsPage } from './sales-settings-page.tsx';

beforeAll(() => i18n.loadNamespaces('shops'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/shops';
const SENDERS = 'GET /api/user/book?book_type=sender&page=1&on_page=100';
const PATCH = 'PATCH /api/shops/9';
const book = senders([
  sender(),
  sender({ id: 22, first_name: 'Taras', last_name: 'Melnyk', city: 'Lviv', is_default: false }),
]);
const saved: ShipmentDefaults = {
  sender_id: 22,
  type: 'direct',
  delivery_type: 'air',
  box: { weight_kg: 0.8, length_cm: 20, width_cm: 15, height_cm: 10.5 },
};
const shopify = (fields: Partial<Shop> = {}) =>
  shop({ id: 9, kind: 'shopify', name: 'linen.myshopify.com', track_mode: null, ...fields });

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), demoUser);
  return renderRoutes([{ path: '/settings/sales', Component: SalesSettingsPage }], '/settings/sales', queryClient);
}

/** The pickers are comboboxes; the box's measures are text boxes. */
const role = (name: string) => (['Sender', 'Shipment type', 'Delivery type'].includes(name) ? 'combobox' : 'textbox');

async function pick(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('shipping defaults for bulk shipments', () => {
  it('checks the fields, shows the server’s field error, then saves the defaults of any kind of shop', async () => {
    let stored: ShipmentDefaults | null = null;
    let answers = 0;
    const calls = stubApi({
      [LIST]: () => jsonResponse(200, overview([shop(), shopify({ shipment_defaults: stored })])),
      [SENDERS]: [200, book],
      [PATCH]: (body) => {
        // The first save names a sender the server does not take (removed from the book meanwhile).
        if (answers++ === 0)
          return jsonResponse(400, {
            code: 'validation_error',
            message: 'Check the data',
            errors: { sender_id: ['Pick a sender of your address book'] },
          });
        stored = (body as { shipment_defaults: ShipmentDefaults }).shipment_defaults;
        return jsonResponse(200, shopify({ shipment_defaults: stored }));
      },
    });
    renderPage();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Shipping defaults for linen.myshopify.com' });
    // Every kind of shop has its defaults, not only Etsy.
    expect(screen.getByRole('region', { name: 'Shipping defaults for LinenLane' })).toBeInTheDocument();
    expect(within(card).getByText(/^Not set yet/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Clear defaults' })).toBeNull();

    const save = within(card).getByRole('button', { name: 'Save defaults' });
    await user.click(save);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Fill in required fields');
    expect(within(card).getAllByText('Required field')).toHaveLength(6);
    expect(calls.some((c) => c.key === PATCH)).toBe(false);

    const field = (name: string) => within(card).getByRole(role(name), { name });
    await pick(user, field('Sender'), 'Taras Melnyk — Lviv, UA');
    // Bulk shipping takes neither express (it needs proof documents) nor the postcard.
    await pick(user, field('Shipment type'), 'Through the US warehouse');
    await pick(user, field('Shipment type'), 'Direct');
    await user.click(field('Delivery type'));
    expect(screen.queryByRole('option', { name: 'Express' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Postcard' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Air' }));

    // The box by the shipment form's limits: at most 70 kg.
    await user.type(field('Weight'), '80');
    await user.type(field('Length'), '20');
    await user.type(field('Width'), '15');
    await user.type(field('Height'), '10.5');
    await user.click(save);
    expect(await within(card).findByText('Wrong format')).toBeInTheDocument();
    expect(calls.some((c) => c.key === PATCH)).toBe(false);

    await user.clear(field('Weight'));
    await user.type(field('Weight'), '0.8');
    await user.click(save);
    expect(await within(card).findByText('Pick a sender of your address book')).toBeInTheDocument();
    expect(field('Sender')).toHaveAttribute('aria-invalid', 'true');

    await user.click(save);
    expect(await screen.findByText('Shipping defaults for “linen.myshopify.com” are saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === PATCH).map((c) => c.body)).toEqual([
      { shipment_defaults: saved },
      { shipment_defaults: saved },
    ]);
    // Read again from the server (the form starts anew from it): set now, so they can be cleared.
    expect(await screen.findByRole('button', { name: 'Clear defaults' })).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Shipping defaults for linen.myshopify.com' });
    expect(within(now).queryByText(/^Not set yet/)).toBeNull();
    expect(within(now).getByRole('combobox', { name: 'Sender' })).toHaveValue('Taras Melnyk — Lviv, UA');
  });

  it('shows the saved defaults and clears them', async () => {
    let stored: ShipmentDefaults | null = saved;
    const calls = stubApi({
      [LIST]: () => jsonResponse(200, overview([shopify({ shipment_defaults: stored })])),
      [SENDERS]: [200, book],
      [PATCH]: () => {
        stored = null;
        return jsonResponse(200, shopify());
      },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Shipping defaults for linen.myshopify.com' });
    const field = (name: string) => within(card).getByRole(role(name), { name });
    await vi.waitFor(() => expect(field('Sender')).toHaveValue('Taras Melnyk — Lviv, UA'));
    expect(field('Shipment type')).toHaveValue('Direct');
    expect(field('Delivery type')).toHaveValue('Air');
    expect(field('Weight')).toHaveValue('0.8 kg');
    expect(field('Height')).toHaveValue('10.5 cm');

    await userEvent.click(within(card).getByRole('button', { name: 'Clear defaults' }));
    expect(await screen.findByText('Shipping defaults for “linen.myshopify.com” are cleared')).toBeInTheDocument();
    expect(calls.find((c) => c.key === PATCH)?.body).toEqual({ shipment_defaults: null });
    expect(await screen.findByText(/^Not set yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear defaults' })).toBeNull();
  });

  it('lets a member without the right to change integrations only read them', async () => {
    stubApi({ [LIST]: [200, overview([shopify({ shipment_defaults: saved })])], [SENDERS]: [200, book] });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.user(), {
      ...demoUser,
      role: 'member',
      permissions: ['integrations.read', 'addresses.read'],
    });
    renderRoutes([{ path: '/settings/sales', Component: SalesSettingsPage }], '/settings/sales', queryClient);
    const card = await screen.findByRole('region', { name: 'Shipping defaults for linen.myshopify.com' });
    expect(within(card).getByRole('textbox', { name: 'Weight' })).toBeDisabled();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsShipmentLookup } from '@cabinet/contracts/shipments-ops';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { operator } from '../../../../test/fixtures.ts';
import { jsonResponse, renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { detail, shipment, usd } from '../test-data.ts';
import { OpsReceivingPage } from './ops-receiving-page.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const found = (fields: Parameters<typeof shipment>[0]): OpsShipmentLookup => {
  const s = shipment({ status: 'customer_sent', ...fields });
  const seller = detail(s);
  return {
    ...seller,
    events: seller.events.map((e) => ({ ...e, operator: null })),
    owner: { account_id: 3, email: 'olena@example.com', name: 'Sunflower Crafts' },
    next: [],
    receive_to: 'in_ua_warehouse',
    unfreeze_to: null,
    matched_by: 'number',
    via_parcel: null,
  };
};
const first = found({ id: 501, number: 'SC00000501' });
const heavy = found({ id: 502, number: 'SC00000502', internal_track: '20450000000502' });
const lookupOf = (code: string) => `GET /api/ops/shipments/lookup?code=${code}`;

const open = () =>
  renderRoutes([{ path: '/ops/shipments/receiving', element: <OpsReceivingPage /> }], '/ops/shipments/receiving');

describe('scanner-first receiving', () => {
  it('loops scan → weigh and measure → next, listing each outcome; a parcel over its type’s limit is held in words', async () => {
    const calls = stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      [lookupOf('SC00000501')]: [200, first],
      [lookupOf('20450000000502')]: [200, { ...heavy, matched_by: 'ttn' }],
      'POST /api/ops/shipments/501/receive': () =>
        jsonResponse(200, { shipment: { ...first.shipment, status: 'in_ua_warehouse', price: usd('18.59') } }),
      'POST /api/ops/shipments/502/receive': () =>
        jsonResponse(200, {
          shipment: {
            ...heavy.shipment,
            status: 'in_ua_warehouse',
            measured: { weight_g: 2600, length_cm: 30, width_cm: 20, height_cm: 10 },
            pending_action: 'fix_delivery',
            delivery_problem: 'over_max_weight',
          },
        }),
      'GET /api/ops/shipments/lookup?code=SC99999999': () =>
        jsonResponse(404, { code: 'shipment_code_unknown', message: 'No parcel has this number' }),
    });
    const user = userEvent.setup();
    open();
    const scan = await screen.findByRole('textbox', { name: 'Scan the sticker or type the number' });
    expect(scan).toHaveFocus();

    // A scanner types the number and presses Enter.
    await user.keyboard('SC00000501{Enter}');
    const parcel = await screen.findByRole('region', { name: 'Parcel SC00000501' });
    expect(within(parcel).getByText('Seller: Sunflower Crafts (olena@example.com)')).toBeInTheDocument();
    expect(
      within(parcel).getByText('Declared by the seller: 0.5 kg, 30 × 20 × 10 cm. Weigh and measure the parcel itself.'),
    ).toBeInTheDocument();
    const weight = within(parcel).getByRole('textbox', { name: 'Weight, kg' });
    expect(weight).toHaveValue('');
    expect(weight).toHaveFocus();
    expect(scan).toHaveValue('');
    await user.keyboard('1.8');
    await user.type(within(parcel).getByRole('textbox', { name: 'Length, cm' }), '30');
    await user.type(within(parcel).getByRole('textbox', { name: 'Width, cm' }), '20');
    await user.type(within(parcel).getByRole('textbox', { name: 'Height, cm' }), '10{Enter}');
    await vi.waitFor(() => expect(scan).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Parcel SC00000501' })).not.toBeInTheDocument();
    const session = screen.getByRole('region', { name: 'Received in this session' });
    expect(
      within(session).getByText('Received: At the Ukrainian warehouse; re-priced $17.49 → $18.59'),
    ).toBeInTheDocument();

    // The next parcel by its TTN, 2.6 kg as a small pack: held, and the list says why.
    await user.keyboard('20450000000502{Enter}');
    const next = await screen.findByRole('region', { name: 'Parcel SC00000502' });
    await user.keyboard('2.6');
    for (const [side, value] of [
      ['Length, cm', '30'],
      ['Width, cm', '20'],
      ['Height, cm', '10'],
    ] as const) {
      await user.type(within(next).getByRole('textbox', { name: side }), value);
    }
    await user.click(within(next).getByRole('button', { name: 'Receive' }));
    await vi.waitFor(() => expect(scan).toHaveFocus());
    expect(
      within(session).getByText(
        'Held: too heavy for this type (Small pack). The parcel cannot leave until the seller chooses another delivery type or asks for it back.',
      ),
    ).toBeInTheDocument();
    expect(within(session).getByText('Received: 2')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/ops/shipments/502/receive')?.body).toEqual({
      weight_kg: 2.6,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      note: '',
    });

    // An unknown number: told so, the number stays selected in the field for the next scan.
    await user.keyboard('SC99999999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No parcel has the number “SC99999999”. Check it and scan again.',
    );
    expect(scan).toHaveFocus();
    expect(scan).toHaveValue('SC99999999');
  });

  it('says a parcel that is not waiting to be received is not, and opens no form', async () => {
    stubApi({
      'GET /api/ops/me': [200, operator(['warehouse'])],
      [lookupOf('SC00000501')]: [
        200,
        { ...first, receive_to: null, shipment: { ...first.shipment, status: 'transit_ua_buyer' } },
      ],
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Scan the sticker or type the number' });
    await user.keyboard('SC00000501{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Parcel SC00000501 is not waiting to be received: its status is “On the way to the buyer”.',
    );
    expect(screen.queryByRole('textbox', { name: 'Weight, kg' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@cabinet/contracts/orders';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { order } from '../test-data.ts';
import { SetTrackForm } from './set-track-form.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('orders');
});
afterEach(() => vi.unstubAllGlobals());

const SET_TRACK = 'PUT /api/orders/7/set_track';
const twoLines = order({
  lines: [
    { ...order().lines[0]!, external_id: 'L1', title: 'Embroidered shirt', variation: 'Size: M', quantity: 2 },
    {
      ...order().lines[0]!,
      external_id: 'L2',
      sku: 'MUG-02',
      title: 'Ceramic mug',
      variation: null,
      personalization: null,
      quantity: 1,
    },
  ],
});

function renderForm(current: Order = twoLines) {
  const done = vi.fn();
  renderWithProviders(<SetTrackForm order={current} onDone={done} onCancel={() => {}} />);
  const user = userEvent.setup();
  /** Types the numbers and picks Ukrposhta. */
  const numbersAndCarrier = async (numbers: string) => {
    await user.type(screen.getByRole('textbox', { name: /^Track numbers/ }), numbers);
    await user.click(screen.getByRole('combobox', { name: /^Carrier/ }));
    await user.click(await screen.findByRole('option', { name: 'Ukrposhta' }));
  };
  return { done, user, numbersAndCarrier };
}

const parcel = (name: RegExp) => screen.getByRole('group', { name });
const quantity = (group: HTMLElement, item: string) => within(group).getByRole('textbox', { name: item });

describe('the track form’s parcels', () => {
  it('asks nothing of one number: its parcel holds every item', async () => {
    const calls = stubApi({ [SET_TRACK]: () => jsonResponse(200, twoLines) });
    const { done, user, numbersAndCarrier } = renderForm();
    await numbersAndCarrier('RB123456785UA');
    expect(screen.queryByRole('group', { name: 'What is in each parcel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send tracking' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.find((c) => c.key === SET_TRACK)?.body).toEqual({
      track_numbers: ['RB123456785UA'],
      carrier: 'ukrposhta',
    });
  });

  it('splits the items over several numbers, by the server’s rules worded for the seller', async () => {
    const calls = stubApi({ [SET_TRACK]: () => jsonResponse(200, twoLines) });
    const { done, user, numbersAndCarrier } = renderForm();
    await numbersAndCarrier('RB123456785UA{Enter}RB223456785UA');

    // Everything starts in the first parcel.
    expect(screen.getByRole('group', { name: 'What is in each parcel' })).toBeInTheDocument();
    const first = parcel(/^Parcel 1: RB123456785UA/);
    const second = parcel(/^Parcel 2: RB223456785UA/);
    expect(quantity(first, 'Embroidered shirt, Size: M')).toHaveValue('2');
    expect(quantity(first, 'Ceramic mug')).toHaveValue('1');
    expect(quantity(second, 'Embroidered shirt, Size: M')).toHaveValue('0');
    expect(quantity(second, 'Ceramic mug')).toHaveAccessibleDescription('In the order: 1');

    // An empty parcel, then units placed twice: nothing is sent while the split is wrong.
    await user.click(screen.getByRole('button', { name: 'Send tracking' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('Put at least one item in this parcel');
    await user.clear(quantity(second, 'Ceramic mug'));
    await user.type(quantity(second, 'Ceramic mug'), '1');
    await user.click(screen.getByRole('button', { name: 'Send tracking' }));
    expect(
      await screen.findByText(
        'Put every item of the order in the parcels, each unit in exactly one. Ceramic mug: in the parcels 2, in the order 1.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.key === SET_TRACK)).toHaveLength(0);

    await user.clear(quantity(first, 'Ceramic mug'));
    await user.type(quantity(first, 'Ceramic mug'), '0');
    await user.clear(quantity(first, 'Embroidered shirt, Size: M'));
    await user.type(quantity(first, 'Embroidered shirt, Size: M'), '1');
    await user.clear(quantity(second, 'Embroidered shirt, Size: M'));
    await user.type(quantity(second, 'Embroidered shirt, Size: M'), '1');
    await user.click(screen.getByRole('button', { name: 'Send tracking' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.find((c) => c.key === SET_TRACK)?.body).toEqual({
      track_numbers: ['RB123456785UA', 'RB223456785UA'],
      carrier: 'ukrposhta',
      packages: [
        { track_number: 'RB123456785UA', lines: [{ external_id: 'L1', quantity: 1 }] },
        {
          track_number: 'RB223456785UA',
          lines: [
            { external_id: 'L1', quantity: 1 },
            { external_id: 'L2', quantity: 1 },
          ],
        },
      ],
    });
  });

  it('shows the server’s word on the parcels next to them', async () => {
    stubApi({
      [SET_TRACK]: [
        400,
        {
          code: 'validation_error',
          message: 'Check the data',
          errors: { packages: ['Every unit of the order must be in exactly one parcel: check the quantities'] },
        },
      ],
    });
    const { user, numbersAndCarrier } = renderForm();
    await numbersAndCarrier('RB123456785UA RB223456785UA');
    await user.clear(quantity(parcel(/^Parcel 1/), 'Ceramic mug'));
    await user.type(quantity(parcel(/^Parcel 1/), 'Ceramic mug'), '0');
    await user.type(quantity(parcel(/^Parcel 2/), 'Ceramic mug'), '1');
    await user.click(screen.getByRole('button', { name: 'Send tracking' }));
    expect(
      await within(screen.getByRole('group', { name: 'What is in each parcel' })).findByText(
        'Every unit of the order must be in exactly one parcel: check the quantities',
      ),
    ).toBeInTheDocument();
  });

  it('starts from the parcels the order already has', () => {
    stubApi({});
    renderForm({
      ...twoLines,
      track: {
        ...twoLines.track,
        state: 'pending',
        numbers: ['RB123456785UA', 'RB223456785UA'],
        carrier: 'ukrposhta',
        packages: [
          {
            track_number: 'RB123456785UA',
            lines: [{ external_id: 'L2', quantity: 1 }],
            sent_at: '2026-11-21T12:00:00Z',
          },
          { track_number: 'RB223456785UA', lines: [{ external_id: 'L1', quantity: 2 }], sent_at: null },
        ],
      },
    });
    expect(quantity(parcel(/^Parcel 1: RB123456785UA/), 'Ceramic mug')).toHaveValue('1');
    expect(quantity(parcel(/^Parcel 1: RB123456785UA/), 'Embroidered shirt, Size: M')).toHaveValue('0');
    expect(quantity(parcel(/^Parcel 2: RB223456785UA/), 'Embroidered shirt, Size: M')).toHaveValue('2');
  });
});

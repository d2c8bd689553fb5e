import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorResponse } from '@cabinet/contracts/tariffs';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { CalculatorPage } from './calculator-page.tsx';

beforeAll(() => i18n.loadNamespaces('tariffs'));
beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const places = {
  'GET /api/shipping/get_countries?lang=en': [
    200,
    {
      countries: [
        { value: 'DE', label: 'Germany' },
        { value: 'UA', label: 'Ukraine' },
        { value: 'US', label: 'United States' },
      ],
    },
  ],
  'GET /api/shipping/get_states/US?lang=en': [200, { country: 'US', states: [{ value: 'NY', label: 'New York' }] }],
} as const;

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const quote: CalculatorResponse = {
  zone: 'us',
  actual_weight_g: 1200,
  volumetric_weight_g: 1200,
  chargeable_weight_g: 1200,
  rates: [
    {
      uid: 'calc:ground_combined:UA-US.NY:1200g:300x200x100mm',
      delivery_type: 'ground_combined',
      price: usd('11.55'),
      chargeable_weight_g: 1200,
      delivery_days: { min: 20, max: 35 },
    },
    {
      uid: 'calc:air:UA-US.NY:1200g:300x200x100mm',
      delivery_type: 'air',
      price: usd('19.92'),
      chargeable_weight_g: 1200,
      delivery_days: { min: 7, max: 14 },
    },
  ],
  excluded: [
    { delivery_type: 'express', reason: 'express_over_weight' },
    { delivery_type: 'postcard', reason: 'over_max_weight' },
  ],
  notes: ['consolidation_saves_customs', 'low_duty_threshold'],
  sandbox: true,
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillParcel(user: UserEvent, to: string) {
  await user.click(field(/^To/));
  await user.click(await screen.findByRole('option', { name: new RegExp(`${to}$`) }));
  if (to === 'United States') {
    await user.click(field(/^State/));
    await user.click(await screen.findByRole('option', { name: 'New York' }));
  }
  await user.type(field(/^Weight/), '1.2');
  await user.type(field(/^Length/), '30');
  await user.type(field(/^Width/), '20');
  await user.type(field(/^Height/), '10');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('calculator page', () => {
  it('asks for the fields, shows the rates with the notes and puts a rate in the cart', async () => {
    const calls = stubApi({ ...places, 'POST /api/calculator': [200, quote] } as never);
    renderRoutes([{ path: '/calculator', element: <CalculatorPage /> }], '/calculator');
    const user = userEvent.setup();
    await screen.findByText('Calculate');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findAllByText('Required field')).not.toHaveLength(0);
    expect(calls.filter((c) => c.key === 'POST /api/calculator')).toHaveLength(0);

    await fillParcel(user, 'United States');
    const table = await screen.findByRole('table');
    expect(calls.find((c) => c.key === 'POST /api/calculator')?.body).toEqual({
      from_country: 'UA',
      to_country: 'US',
      to_state: 'NY',
      weight_kg: 1.2,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ground combined20–35 days$11.55');
    expect(rows[2]).toHaveTextContent('Air7–14 days$19.92');
    expect(screen.getByText('Express: express takes parcels up to 1 kg')).toBeInTheDocument();
    expect(screen.getByText('Consolidation saves 50% of customs fees.')).toBeInTheDocument();
    expect(screen.getByText(/low duty threshold/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart: Air' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Air' }));
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual([
      { uid: 'calc:air:UA-US.NY:1200g:300x200x100mm', quantity: 2 },
    ]);
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/cart');
  });

  it('says "No rates found" with the reason', async () => {
    stubApi({
      ...places,
      'POST /api/calculator': [
        422,
        {
          code: 'no_rates_found',
          message: 'No rates found',
          excluded: [{ delivery_type: 'postcard', reason: 'postcard_us_only' }],
        },
      ],
    } as never);
    renderRoutes([{ path: '/calculator', element: <CalculatorPage /> }], '/calculator');
    const user = userEvent.setup();
    await screen.findByText('Calculate');
    await fillParcel(user, 'Germany');
    expect(await screen.findByText('No rates found')).toBeInTheDocument();
    expect(
      screen.getByText('Postcard: postcards go only to the US, except Hawaii and Puerto Rico'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

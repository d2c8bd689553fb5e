import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { shipment, usd } from '../test-data.ts';
import { DocumentsPrice } from './documents-price.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const DOCS_PRICE = 'POST /api/shipping/shipment/docs/price/';

describe('documents price', () => {
  it('asks for the measured box with the chosen shipper and shows the price, chargeable weight and days', async () => {
    const calls = stubApi({
      [DOCS_PRICE]: [
        200,
        { shipper: 'courier', price: usd('17.75'), chargeable_weight_g: 1250, delivery_days: { min: 1, max: 2 } },
      ],
    } as never);
    const measured = { weight_g: 1250, length_cm: 31, width_cm: 20.5, height_cm: 10 };
    renderWithProviders(<DocumentsPrice shipment={shipment({ measured })} />);
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^Weight/ })).toHaveValue('1.25 kg');
    await user.click(screen.getByRole('combobox', { name: /^Shipper/ }));
    await user.click(await screen.findByRole('option', { name: 'Courier' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(await screen.findByText('Courier: $17.75')).toBeInTheDocument();
    expect(screen.getByText('Chargeable weight: 1.25 kg')).toBeInTheDocument();
    expect(screen.getByText('Delivery in 1–2 days')).toBeInTheDocument();
    expect(calls.find((c) => c.key === DOCS_PRICE)?.body).toEqual({
      shipper: 'courier',
      shipment_id: 501,
      dimensions: { length_cm: 31, width_cm: 20.5, height_cm: 10 },
      total_weight: 1.25,
    });
  });

  it('says no rates were found and why, for the declared box and the shipment’s own type', async () => {
    const calls = stubApi({
      [DOCS_PRICE]: [
        422,
        {
          code: 'no_rates_found',
          message: 'No rates found',
          excluded: [{ delivery_type: 'small_pack', reason: 'over_max_weight' }],
        },
      ],
    } as never);
    renderWithProviders(<DocumentsPrice shipment={shipment()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Calculate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No rates found');
    expect(alert).toHaveTextContent('Small pack: too heavy for this type');
    expect(calls[0]?.body).toEqual({
      shipper: 'small_pack',
      shipment_id: 501,
      dimensions: { length_cm: 30, width_cm: 20, height_cm: 10 },
      total_weight: 0.5,
    });
  });
});

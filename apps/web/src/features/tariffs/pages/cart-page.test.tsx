import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { describeQuote } from '../components/cart.ts';
import { CartPage } from './cart-page.tsx';

beforeAll(() => i18n.loadNamespaces('tariffs'));
beforeEach(() => window.localStorage.clear());

const AIR = 'calc:air:UA-US.NY:1200g:300x200x100mm';
const CARD = 'calc:postcard:UA-US.CA:20g:150x100x5mm';
const stored = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown;

describe('cart page', () => {
  it('shows the stored items, steps quantities and removes items', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { uid: AIR, quantity: 1 },
        { uid: CARD, quantity: 3 },
        { uid: 'junk', quantity: 0 },
      ]),
    );
    renderRoutes([{ path: '/cart', element: <CartPage /> }], '/cart');
    const user = userEvent.setup();
    expect(await screen.findByRole('listitem', { name: 'Air' })).toHaveTextContent(
      /UA → .*US, NY · 1\.2 kg, 30 × 20 × 10 cm/,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'One less: Air' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One more: Air' }));
    expect(screen.getByLabelText('Quantity: Air')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'One less: Postcard' }));
    expect(stored()).toEqual([
      { uid: AIR, quantity: 2 },
      { uid: CARD, quantity: 2 },
    ]);

    const [removeAir] = screen.getAllByRole('button', { name: 'Remove' });
    await user.click(removeAir!);
    expect(stored()).toEqual([{ uid: CARD, quantity: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(screen.getByText('The cart is empty.')).toBeInTheDocument();
  });

  it('reads a quote uid', () => {
    expect(describeQuote(CARD)).toEqual({
      delivery_type: 'postcard',
      from: 'UA',
      to: 'US',
      state: 'CA',
      weight_g: 20,
      sides_mm: [150, 100, 5],
    });
    expect(describeQuote('calc:teleport:UA-US:1g:1x1x1mm')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsAddress } from '@cabinet/contracts/us-suite';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UsAddressCard } from './us-address-card.tsx';

const address: UsAddress = {
  suite: '000-042',
  name: 'Olena Koval',
  address_line1: '4100 Grays Ave',
  address_line2: 'Suite 000-042',
  city_line: 'Philadelphia, PA 19142, USA',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsAddressCard', () => {
  it('shows the name, the street, the suite and the city line, each with a copy button', async () => {
    stubApi({ 'GET /api/us-suite': [200, address] });
    renderWithProviders(<UsAddressCard />);

    const card = screen.getByRole('region', { name: 'Your US address' });
    expect(await within(card).findByText('Suite 000-042')).toBeInTheDocument();
    for (const value of ['Olena Koval', '4100 Grays Ave', 'Philadelphia, PA 19142, USA'])
      expect(within(card).getByText(value)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy: Address line 2' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy the whole address' })).toBeInTheDocument();
  });

  it('offers a retry when the address cannot be read', async () => {
    stubApi({ 'GET /api/us-suite': [500, { code: 'internal', message: 'Internal error' }] });
    renderWithProviders(<UsAddressCard />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { shipment } from '../test-data.ts';
import { PendingActionPanel } from './pending-action-panel.tsx';

beforeAll(() => i18n.loadNamespaces('shipments'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const held = shipment({ pending_action: 'fix_delivery', delivery_problem: 'over_max_weight' });

describe('a parcel its delivery type does not take as measured', () => {
  it('says why in words, offers the types that take it with their prices, and sends the choice once', async () => {
    const calls = stubApi({
      [`GET /api/shipping/shipment/${held.id}/delivery-options`]: [
        200,
        {
          options: [{ delivery_type: 'air', price: usd('31.40'), difference: usd('14.51') }],
          excluded: [{ delivery_type: 'express', reason: 'express_over_weight' }],
        },
      ],
      [`POST /api/shipping/shipment/${held.id}/delivery-type`]: [
        200,
        { shipment: { ...held, delivery_type: 'air', pending_action: null, delivery_problem: null } },
      ],
    });
    renderWithProviders(<PendingActionPanel shipment={held} canAct />);
    const user = userEvent.setup();
    expect(screen.getByText('Choose another delivery type')).toBeInTheDocument();
    expect(screen.getByText(/does not fit Small pack: too heavy for this type/)).toBeInTheDocument();
    const air = await screen.findByRole('radio', { name: 'Air — $31.40 (difference $14.51)' });
    const button = screen.getByRole('button', { name: 'Send it this way' });
    expect(button).toBeDisabled();
    await user.click(air);
    await user.click(button);
    await vi.waitFor(() => {
      const sent = calls.find((c) => c.key === `POST /api/shipping/shipment/${held.id}/delivery-type`);
      expect(sent?.body).toEqual({ delivery_type: 'air' });
      expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    });
  });

  it('shows a member without the write right why it waits, and nothing to press', () => {
    stubApi({});
    renderWithProviders(<PendingActionPanel shipment={held} canAct={false} />);
    expect(screen.getByText(/too heavy for this type/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

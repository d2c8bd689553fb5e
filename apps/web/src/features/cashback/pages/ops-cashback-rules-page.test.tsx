import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { cashback } from '../test-data.ts';
import { OpsCashbackRulesPage } from './ops-cashback-rules-page.tsx';

beforeAll(() => i18n.loadNamespaces('cashback'));
afterEach(() => vi.unstubAllGlobals());

const RULES = '/api/ops/money/cashback-rules';

describe('cashback rules (back office)', () => {
  it('shows each rate, refuses one over 50 % and saves them all', async () => {
    const { rules } = cashback('0.00');
    const calls = stubApi({ [`GET ${RULES}`]: [200, { rules }], [`PUT ${RULES}`]: [200, { rules }] });
    renderRoutes([{ path: '/ops/cashback-rules', element: <OpsCashbackRulesPage /> }], '/ops/cashback-rules');
    const service = await screen.findByRole('textbox', { name: 'Service charge' });
    expect(service).toHaveValue('3.5 %');
    expect(screen.getByText('Changed 20.11.2026 08:00')).toBeInTheDocument();

    await userEvent.clear(service);
    await userEvent.type(service, '51');
    await userEvent.click(screen.getByRole('button', { name: 'Save the rates' }));
    expect(
      await screen.findByText('Enter a percentage from 0 to 50 with at most two decimal places'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.key === `PUT ${RULES}`)).toHaveLength(0);

    await userEvent.clear(service);
    await userEvent.type(service, '4.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save the rates' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${RULES}`)?.body).toEqual({
        rules: [
          { kind: 'shipment_charge', percent: '2' },
          { kind: 'service_charge', percent: '4.25' },
          { kind: 'invoice_payment', percent: '0' },
        ],
      }),
    );
    expect(await screen.findByText('Cashback rates saved')).toBeInTheDocument();
  });
});

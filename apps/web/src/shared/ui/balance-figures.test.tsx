import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@cabinet/contracts/money';
import { renderWithProviders } from '../../../test/render.tsx';
import { BalanceFigures } from './balance-figures.tsx';

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const balance: Balance = {
  currency: 'USD',
  balance: usd('125.50'),
  waiting: usd('10.00'),
  blocked: usd('0.00'),
  available: usd('125.50'),
  frozen: usd('20.00'),
  will_be_removed: usd('3.25'),
  minimum_balance: usd('-100.00'),
  available_for_shipments: usd('225.50'),
  available_for_withdrawal: usd('125.50'),
  cashback: usd('0.00'),
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
};

describe('BalanceFigures', () => {
  it('shows every §3 label with its amount as a definition list', async () => {
    renderWithProviders(<BalanceFigures balance={balance} />);
    expect(await screen.findByText('Available for shipments')).toBeInTheDocument();
    expect(screen.getByTestId('balance-available_for_shipments')).toHaveTextContent('$225.50');
    expect(screen.getByTestId('balance-minimum_balance')).toHaveTextContent('-$100.00');
    expect(screen.getByTestId('balance-will_be_removed')).toHaveTextContent('$3.25');
    expect(screen.getAllByRole('term')).toHaveLength(8);
  });

  it('keeps the four main figures without hints when compact', async () => {
    renderWithProviders(<BalanceFigures balance={balance} compact />);
    expect(await screen.findAllByRole('term')).toHaveLength(4);
    expect(screen.queryByText('Money you can spend now.')).not.toBeInTheDocument();
  });

  it('speaks about the seller on an operator’s screen, never to them', async () => {
    renderWithProviders(<BalanceFigures balance={balance} voice="operator" />);
    expect(await screen.findByText('What the seller can spend now.')).toBeInTheDocument();
    expect(screen.queryByText('Money you can spend now.')).not.toBeInTheDocument();
    expect(screen.queryByText(/contact them/)).not.toBeInTheDocument();
  });
});

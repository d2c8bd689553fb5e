import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyBalance } from '../../../../test/fixtures.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { cashback, feeCard } from '../test-data.ts';
import { CashbackRulesForm } from './cashback-rules-form.tsx';
import { IssueCardForm } from './issue-card-form.tsx';
import { RedeemForm } from './redeem-form.tsx';
import { TopUpForm } from './top-up-form.tsx';

/*
 * Issue 22: the cashback and fee-card forms, emptied and submitted, say "Required field" beside every required
 * field (the translated words, read as the field's description) and send nothing. Their amounts start filled in,
 * so the test empties them first, as a seller would.
 */

beforeAll(() => i18n.loadNamespaces('cashback'));
afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Required field';

/** Only the balance may be read (the forms show what is available); nothing may be sent. */
const stubBalance = () => stubApi({ 'GET /api/user/balance': [200, emptyBalance] });
const changes = (calls: Array<{ key: string }>) => calls.filter((c) => !c.key.startsWith('GET '));

async function submitEmptied(fields: HTMLElement[], submit: string) {
  const user = userEvent.setup();
  for (const field of fields) await user.clear(field);
  await user.click(screen.getByRole('button', { name: submit }));
}

function expectRequired(field: HTMLElement) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
}

describe('a new fee card, submitted empty', () => {
  it('says "Required field" beside the name and the first top-up, and issues nothing', async () => {
    const calls = stubBalance();
    const onDone = vi.fn();
    renderWithProviders(<IssueCardForm onDone={onDone} onCancel={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: /^Card name/ });
    const topUp = screen.getByRole('textbox', { name: /^First top-up/ });
    await submitEmptied([name, topUp], 'Issue the card');
    expectRequired(name);
    expectRequired(topUp);
    expect(screen.getByText('Fill in required fields')).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('moving cashback to the balance, submitted empty', () => {
  it('says "Required field" beside the amount and moves nothing', async () => {
    const calls = stubBalance();
    const onDone = vi.fn();
    renderWithProviders(<RedeemForm balance={500} minimum={100} onDone={onDone} onCancel={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await submitEmptied([amount], 'Move to balance');
    expectRequired(amount);
    expect(screen.getByText('Fill in required fields')).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('topping up a fee card, submitted empty', () => {
  it('says "Required field" beside the amount and moves nothing', async () => {
    const calls = stubBalance();
    const onDone = vi.fn();
    renderWithProviders(<TopUpForm card={feeCard()} onDone={onDone} onCancel={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await submitEmptied([amount], 'Top up');
    expectRequired(amount);
    expect(screen.getByText('Fill in required fields')).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("the operator's cashback rates, submitted empty", () => {
  it('say "Required field" beside every rate and save nothing', async () => {
    const calls = stubBalance();
    renderWithProviders(<CashbackRulesForm rules={cashback('1.00').rules} />);
    const rates = ['Shipment charge', 'Service charge', 'Invoice payment'].map((name) =>
      screen.getByRole('textbox', { name: new RegExp(`^${name}`) }),
    );
    await submitEmptied(rates, 'Save the rates');
    for (const rate of rates) expectRequired(rate);
    expect(screen.getByText('Fill in required fields')).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { balance, cardList, feeCard, usd } from '../test-data.ts';
import { VirtualCardsPage } from './virtual-cards-page.tsx';
import type { User } from '@cabinet/contracts/user';
import { demoUser } from '../../../../test/fixtures.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';

/** The signed-in user the page reads its permissions from. */
const signedIn = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return queryClient;
};

beforeAll(() => i18n.loadNamespaces('cashback'));
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/fee-cards?page=1&on_page=20';
const BALANCE = 'GET /api/user/balance';
const result = (card = feeCard()) => [201, { card, balance: balance('40.00') }] as [number, unknown];

const renderPage = (user: User = demoUser) =>
  renderRoutes(
    [
      {
        path: '/virtual-cards',
        element: (
          <DialogHost>
            <VirtualCardsPage />
          </DialogHost>
        ),
      },
    ],
    '/virtual-cards',
    signedIn(user),
  );

describe('virtual cards page', () => {
  it('lists the cards with number, status, balance and refresh time, and says it is the sandbox', async () => {
    stubApi({
      [LIST]: [
        200,
        cardList([
          feeCard({ balance_refreshed_at: '2026-11-21T05:00:00' }),
          feeCard({ id: 6, label: 'Amazon', status: 'frozen', last4: '1234', number_masked: '5555 55•• •••• 1234' }),
          feeCard({ id: 7, label: 'Old', status: 'closed', balance: usd('0.00'), closed_at: '2026-11-21T11:00:00' }),
        ]),
      ],
    });
    renderPage();
    const etsy = await screen.findByRole('row', { name: /Etsy fees/ });
    expect(etsy).toHaveTextContent('5555 55•• •••• 4444');
    expect(etsy).toHaveTextContent('Valid until 11/29');
    expect(etsy).toHaveTextContent('Active');
    expect(etsy).toHaveTextContent('$10.00');
    expect(etsy).toHaveTextContent('21.11.2026 05:00');
    expect(within(etsy).getByRole('button', { name: 'Freeze' })).toBeInTheDocument();
    const amazon = screen.getByRole('row', { name: /Amazon/ });
    expect(amazon).toHaveTextContent('Frozen');
    expect(amazon).toHaveTextContent('Not yet');
    expect(within(amazon).queryByRole('button', { name: 'Top up' })).toBeNull();
    expect(within(amazon).getByRole('button', { name: 'Unfreeze' })).toBeInTheDocument();
    const old = screen.getByRole('row', { name: /Old/ });
    expect(
      within(old)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Transactions']);
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(
      screen.getByText(/A new card needs a mandatory top-up; every top-up is at least \$10\.00/),
    ).toBeInTheDocument();
  });

  it('issues a card only with at least 10 USD, explaining why', async () => {
    const calls = stubApi({
      [LIST]: [200, cardList([])],
      [BALANCE]: [200, balance('50.00')],
      'POST /api/fee-cards': result(),
    });
    renderPage();
    expect(
      await screen.findByText('You have no virtual cards yet. Issue one with a top-up of at least $10.00.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a virtual card' });
    expect(dialog).toHaveTextContent('A mandatory top-up of at least $10.00');
    expect(await within(dialog).findByText('Your balance: $50.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card name' }), 'Etsy fees');
    const amount = within(dialog).getByRole('textbox', { name: 'First top-up' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '9.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue the card' }));
    expect(await within(dialog).findByText('The minimum is $10.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/fee-cards')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue the card' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/fee-cards')).toHaveLength(1));
    const sent = calls.find((c) => c.key === 'POST /api/fee-cards')!;
    expect(sent.body).toEqual({ label: 'Etsy fees', initial_top_up: '12.50' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Card 5555 55•• •••• 4444 issued with $12.50')).toBeInTheDocument();
  });

  it('tops a card up from the balance', async () => {
    const calls = stubApi({
      [LIST]: [200, cardList([feeCard()])],
      [BALANCE]: [200, balance('50.00')],
      'POST /api/fee-cards/5/top-up': result(feeCard({ balance: usd('25.00') })),
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Etsy fees/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up Etsy fees' });
    expect(dialog).toHaveTextContent('put on the card Etsy fees 5555 55•• •••• 4444 (now $10.00)');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/fee-cards/5/top-up')?.body).toEqual({ amount: '15.00' }),
    );
  });

  it('freezes after a confirmation; a refusal stays in the dialog in the feature’s words', async () => {
    const calls = stubApi({
      [LIST]: [200, cardList([feeCard()])],
      'POST /api/fee-cards/5/freeze': [409, { code: 'fee_card_closed', message: 'closed' }],
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Etsy fees/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze Etsy fees 5555 55•• •••• 4444?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This card is closed: nothing more can be done with it.',
    );
    expect(calls.filter((c) => c.key === 'POST /api/fee-cards/5/freeze')).toHaveLength(1);
  });

  it('closes after a confirmation that says the rest returns to the balance', async () => {
    const calls = stubApi({
      [LIST]: [200, cardList([feeCard({ balance: usd('7.40') })])],
      'POST /api/fee-cards/5/close': result(feeCard({ status: 'closed', balance: usd('0.00') })),
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Etsy fees/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Etsy fees 5555 55•• •••• 4444?' });
    expect(dialog).toHaveTextContent('what is left (now $7.40) returns to your balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the card' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/fee-cards/5/close')).toHaveLength(1));
    expect(calls.find((c) => c.key === 'POST /api/fee-cards/5/close')!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Etsy fees is closed; its balance returned to yours')).toBeInTheDocument();
  });

  it('offers a member without money.write no card to issue (issue 12)', async () => {
    stubApi({ [LIST]: [200, cardList([feeCard()])], [BALANCE]: [200, balance('40.00')] });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read'] });
    expect(await screen.findByText(feeCard().label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue a card' })).toBeNull();
  });

  it('offers a member without money.write no top-up, freeze, unfreeze or close, only the transactions (issue 12)', async () => {
    stubApi({
      [LIST]: [
        200,
        cardList([
          feeCard(),
          feeCard({ id: 6, label: 'Amazon', status: 'frozen', last4: '1234', number_masked: '5555 55•• •••• 1234' }),
        ]),
      ],
    });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read'] });
    const buttonsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttonsOf(await screen.findByRole('row', { name: /Etsy fees/ }))).toEqual(['Transactions']);
    expect(buttonsOf(screen.getByRole('row', { name: /Amazon/ }))).toEqual(['Transactions']);
  });

  it('offers a member with money.write every action of an active and a frozen card', async () => {
    stubApi({
      [LIST]: [
        200,
        cardList([
          feeCard(),
          feeCard({ id: 6, label: 'Amazon', status: 'frozen', last4: '1234', number_masked: '5555 55•• •••• 1234' }),
        ]),
      ],
    });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read', 'money.write'] });
    const buttonsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttonsOf(await screen.findByRole('row', { name: /Etsy fees/ }))).toEqual([
      'Top up',
      'Freeze',
      'Transactions',
      'Close',
    ]);
    expect(buttonsOf(screen.getByRole('row', { name: /Amazon/ }))).toEqual(['Unfreeze', 'Transactions', 'Close']);
  });
});

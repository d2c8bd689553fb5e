import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { PaymentLinksPage } from './payment-links-page.tsx';
import type { User } from '@cabinet/contracts/user';
import { demoUser } from '../../../../test/fixtures.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';

/** The signed-in user the page reads its permissions from. */
const signedIn = (user: User = demoUser) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), user);
  return queryClient;
};

beforeAll(() => i18n.loadNamespaces('payment-links'));
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const link = (over: Partial<PaymentLink>): PaymentLink => ({
  id: 1,
  code: 'AbCdEf234567',
  url: 'http://localhost/pay/AbCdEf234567',
  kind: 'one_time',
  status: 'accepted',
  active: true,
  payable: true,
  amount: usd('25.00'),
  description: 'Scarf',
  payments_count: 0,
  received: usd('0.00'),
  review_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  ...over,
});
const page = (links: PaymentLink[]) => ({
  payment_links: links,
  page: 1,
  on_page: 20,
  total: links.length,
  next_page: null,
});
const LIST = 'GET /api/payment-links?page=1&on_page=20';
const renderPage = (user: User = demoUser) =>
  renderRoutes(
    [
      {
        path: '/payment-links',
        element: (
          <DialogHost>
            <PaymentLinksPage />
          </DialogHost>
        ),
      },
    ],
    '/payment-links',
    signedIn(user),
  );

describe('payment links page', () => {
  it('shows each link with its status badges, and the address to copy only for a payable one', async () => {
    stubApi({
      [LIST]: [
        200,
        page([
          link({ id: 1, description: 'Scarf' }),
          link({ id: 2, description: 'Lessons', kind: 'permanent', status: 'in_review', payable: false }),
          link({ id: 3, description: 'Vase', status: 'declined', payable: false, review_reason: 'Forbidden goods' }),
        ]),
      ],
    });
    renderPage();
    const scarf = (await screen.findByText('Scarf')).closest('tr')!;
    expect(within(scarf).getByText('Accepted')).toBeInTheDocument();
    expect(within(scarf).getByText('One-time')).toBeInTheDocument();
    expect(within(scarf).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    const lessons = screen.getByText('Lessons').closest('tr')!;
    expect(within(lessons).getByText('In review')).toBeInTheDocument();
    expect(within(lessons).getByText('Permanent')).toBeInTheDocument();
    expect(within(lessons).queryByRole('button', { name: 'Copy link' })).toBeNull();
    const vase = screen.getByText('Vase').closest('tr')!;
    expect(within(vase).getByText('Reason: Forbidden goods')).toBeInTheDocument();
  });

  it('cuts a long description to one line with an ellipsis, the whole text in its title (issue 12)', async () => {
    const long = `Hand-knitted ${'wool '.repeat(99)}scarf`;
    stubApi({ [LIST]: [200, page([link({ description: long, review_reason: 'x'.repeat(500) })])] });
    renderPage();
    const cell = await screen.findByTitle(long);
    expect(cell).toHaveTextContent(long);
    expect(cell).toHaveAttribute('data-truncate', 'end');
    expect(cell).toHaveStyle({ maxWidth: '360px', overflowWrap: 'anywhere' });
    expect(screen.getByTitle(`Reason: ${'x'.repeat(500)}`)).toBeInTheDocument();
  });

  it('offers a member with money.read only no action the server would refuse (issue 12)', async () => {
    stubApi({ [LIST]: [200, page([link({ description: 'Scarf' })])] });
    renderPage({ ...demoUser, role: 'member', permissions: ['money.read'] });
    const scarf = (await screen.findByText('Scarf')).closest('tr')!;
    expect(within(scarf).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(scarf).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New payment link' })).toBeNull();
  });

  it('offers the owner the new link and the deactivation', async () => {
    stubApi({ [LIST]: [200, page([link({ description: 'Scarf' })])] });
    renderPage();
    const scarf = (await screen.findByText('Scarf')).closest('tr')!;
    expect(within(scarf).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New payment link' })).toHaveAttribute('href', '/payment-links/new');
  });

  it('copies the pay address with the shared clipboard helper', async () => {
    stubApi({ [LIST]: [200, page([link({})])] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/pay/AbCdEf234567');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });

  it('deactivates a link only after the confirmation', async () => {
    const calls = stubApi({
      [LIST]: [200, page([link({})])],
      'DELETE /api/payment-links/1': [200, link({ active: false, payable: false })],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will stay in the list with its payments/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/payment-links/1')).toBe(true));
    expect(await screen.findByText('The payment link is deactivated')).toBeInTheDocument();
  });
});

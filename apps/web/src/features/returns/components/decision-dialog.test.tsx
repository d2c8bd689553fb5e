import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '@cabinet/contracts/addresses';
import type { Return } from '@cabinet/contracts/returns';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { DecisionDialog } from './decision-dialog.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('returns');
});
afterEach(() => vi.unstubAllGlobals());

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
const ret: Return = {
  id: 7,
  number: 'RT00000007',
  status: 'awaiting_decision',
  status_color: 'yellow',
  shipment_number: null,
  carrier: 'USPS',
  tracking_number: 'LZ123456789US',
  note: '',
  items: [
    { id: 1, name: 'Linen apron', quantity: 2 },
    { id: 2, name: 'Ceramic mug', quantity: 1 },
  ],
  total_items: 3,
  arrived_at: '2026-01-01',
  storage_paid_until: '2026-01-31',
  overdue: true,
  overdue_days: 10,
  storage_due: usd('5.00'),
  storage_charged: usd('0.00'),
  decision: null,
  decision_comment: '',
  decided_at: null,
  distribution: [],
  processed_at: null,
};
const john: Address = {
  id: 31,
  book_type: 'recipient',
  variation_type: 'individual',
  company_name: '',
  edrpou: '',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'Albany',
  zip: '12207',
  address_line1: '1 State St',
  address_line2: '',
  phone: '',
  email: '',
  is_default: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('decision dialog', () => {
  it('distributes items: the server refuses a wrong total, the seller fixes it', async () => {
    const answers = [
      jsonResponse(400, {
        code: 'distributed_items_mismatch',
        message: 'server wording',
        errors: { distribution: ['server wording'] },
      }),
      jsonResponse(200, { ...ret, status: 'decided', decision: 'distribute' }),
    ];
    const calls = stubApi({
      'GET /api/user/book?book_type=recipient&on_page=100': [
        200,
        { address_book: [john], page: 1, on_page: 100, total: 1, next_page: null },
      ],
      'POST /api/shipping/returns/7/decision': () => answers.shift()!,
    });
    const onClose = vi.fn();
    renderWithProviders(<DecisionDialog ret={ret} onClose={onClose} />);
    const user = userEvent.setup();

    expect(screen.getByRole('alert')).toHaveTextContent('$5.00 will be charged');
    await user.click(screen.getByRole('radio', { name: /Distribute items/ }));
    // The visible input of the select (Mantine keeps a hidden one with the value beside it).
    const [recipient] = (await screen.findAllByLabelText('Recipient 1')).filter(
      (el) => (el as HTMLInputElement).type !== 'hidden',
    );
    await user.click(recipient!);
    await user.click(await screen.findByRole('option', { name: /John Smith, Albany/ }));
    const aprons = screen.getByRole('textbox', { name: 'Linen apron for recipient 1' });
    await user.clear(aprons);
    await user.type(aprons, '1');
    expect(screen.getByText('Distributed 2 of 3 items')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    expect(
      await screen.findByText('The number of distributed items must be equal to the total number of items'),
    ).toBeInTheDocument();

    await user.clear(aprons);
    await user.type(aprons, '2');
    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((c) => c.key.startsWith('POST'));
    expect(posts.at(-1)!.body).toEqual({
      decision: 'distribute',
      comment: '',
      distribution: [
        {
          recipient_id: 31,
          items: [
            { item_id: 1, quantity: 2 },
            { item_id: 2, quantity: 1 },
          ],
        },
      ],
    });
    // One attempt, one key: the server forgets the key of the refused request, so the corrected one may reuse it.
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks for a recipient in every row before sending', async () => {
    const calls = stubApi({
      'GET /api/user/book?book_type=recipient&on_page=100': [
        200,
        { address_book: [john], page: 1, on_page: 100, total: 1, next_page: null },
      ],
    });
    renderWithProviders(<DecisionDialog ret={ret} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Distribute items/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    expect(await screen.findByText('Choose a recipient in every row')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DialogHost from '../../../shared/ui/dialog-host.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { TransferForm } from './transfer-form.tsx';

beforeAll(() => i18n.loadNamespaces('withdrawals'));
afterEach(() => vi.unstubAllGlobals());

const renderForm = (available = 5000) =>
  renderWithProviders(
    <DialogHost>
      <TransferForm available={available} disabled={false} />
    </DialogHost>,
  );

describe('TransferForm', () => {
  it('previews the recipient, confirms, then sends once with an Idempotency-Key', async () => {
    const calls = stubApi({
      'GET /api/transfers/recipient?query=taras%40example.com': [200, { account_id: 42, name: 'Taras M.' }],
      'POST /api/transfers': () =>
        jsonResponse(201, {
          id: 1,
          direction: 'sent',
          counterparty: { account_id: 42, name: 'Taras M.' },
          amount: { amount: '12.34', currency: 'USD', currency_sign_pre: true },
          comment: 'boxes',
          created_at: '2026-11-21T10:00:00Z',
        }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Recipient/ }), 'taras@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('recipient-name')).toHaveTextContent('Taras M.');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '12.34');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'boxes');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$12.34 will be sent to Taras M. (account No. 42)');
    expect(calls.filter((c) => c.key === 'POST /api/transfers')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('$12.34 has been sent to Taras M.')).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/transfers');
    expect(post?.body).toEqual({ recipient: '42', amount: '12.34', comment: 'boxes' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('says who cannot be found, and refuses more than is available', async () => {
    stubApi({
      'GET /api/transfers/recipient?query=nobody%40example.com': () =>
        jsonResponse(404, { code: 'recipient_not_found', message: 'x' }),
      'GET /api/transfers/recipient?query=7': [200, { account_id: 7, name: 'Olena K.' }],
    });
    renderForm(1000);
    const user = userEvent.setup();
    const recipient = screen.getByRole('textbox', { name: /^Recipient/ });
    await user.type(recipient, 'nobody@example.com{Enter}');
    expect(await screen.findByText('No seller with this e-mail or account number')).toBeInTheDocument();
    await user.clear(recipient);
    await user.type(recipient, '7{Enter}');
    await screen.findByTestId('recipient-name');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '10.01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Not enough money: $10.00 is available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Claim, LostPayment } from '@cabinet/contracts/lost-payments';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ClaimDialog, checkProofFiles } from './claim-dialog.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('lost-payments');
});
afterEach(() => vi.unstubAllGlobals());

const payment: LostPayment = {
  id: 12,
  amount: { amount: '40.00', currency: 'USD', currency_sign_pre: true },
  payer: 'O**** K******',
  date: '2026-01-15',
  details: 'SWIFT ref 77',
  my_claim_id: null,
};
const png = (name = 'chat.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('checkProofFiles', () => {
  it('wants 1 to 5 images or PDFs of at most 10 MB', () => {
    expect(checkProofFiles([])).toBe('files_required');
    expect(checkProofFiles(Array.from({ length: 6 }, () => png()))).toBe('too_many_files');
    expect(checkProofFiles([png(), new File(['MZ'], 'x.png', { type: 'application/x-msdownload' })])).toBe(
      'invalid_format',
    );
    expect(checkProofFiles([png('big.png', 10 * 1024 * 1024 + 1)])).toBe('too_large');
    expect(checkProofFiles([png(), new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })])).toBeNull();
  });
});

async function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ClaimDialog payment={payment} onClose={onClose} />);
  await screen.findByRole('textbox', { name: /Why this payment is yours/ });
  const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onClose, fileInput };
}

describe('claim dialog', () => {
  it('refuses six files with the §8 message, without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { fileInput } = await renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByRole('textbox', { name: /Why this payment is yours/ }), 'My buyer, see the chat');
    await user.upload(
      fileInput,
      Array.from({ length: 6 }, (_, i) => png(`chat-${i}.png`)),
    );
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText('The number of attached files cannot exceed 5')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the comment and the files as multipart, then closes', async () => {
    let sent: FormData | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent = init.body as FormData;
        const { my_claim_id: _mine, ...claimed } = payment;
        const claim: Claim = {
          id: 5,
          payment: claimed,
          comment: 'My buyer, see the chat',
          status: 'pending',
          reason: null,
          assigned_elsewhere: false,
          files: [{ id: 1, name: 'chat.png', mime: 'image/png', size: 100 }],
          created_at: '2026-01-16T10:00:00.000Z',
          decided_at: null,
        };
        return jsonResponse(201, claim);
      }),
    );
    const { fileInput, onClose } = await renderDialog();
    expect(screen.getByText('$40.00 received on 15.01.2026 from O**** K******')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Why this payment is yours/ }), ' My buyer, see the chat ');
    await user.upload(fileInput, [png('chat.png'), new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })]);
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toBeInstanceOf(FormData);
    expect(sent!.get('comment')).toBe('My buyer, see the chat');
    expect((sent!.getAll('files') as File[]).map((f) => f.name)).toEqual(['chat.png', 'receipt.pdf']);
  });

  it('shows the server’s refusal of a file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'invalid_file_format',
          message: 'One or more of the uploaded files is in an invalid format',
          errors: { files: ['One or more of the uploaded files is in an invalid format'] },
        }),
      ),
    );
    const { fileInput } = await renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Why this payment is yours/ }), 'My buyer, see the chat');
    await user.upload(fileInput, [png('renamed.png')]);
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findAllByText('One or more of the uploaded files is in an invalid format')).not.toHaveLength(0);
  });
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { TransferRecipient } from '@cabinet/contracts/transfers';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateTransfer } from '../api/transfers.ts';
import { formatMinor, parseAmount } from './amounts.ts';
import { reworded } from './problem.ts';

/**
 * The amount and comment of a transfer, checked against what is available, and a confirmation naming the
 * recipient before the money moves; one Idempotency-Key per transfer made.
 */
export function useSendTransfer(recipient: TransferRecipient | null, available: number) {
  const { t } = useTranslation('withdrawals');
  const create = useCreateTransfer();
  const attempt = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [comment, setComment] = useState('');

  const send = async () => {
    if (!recipient) return;
    const minor = parseAmount(amount);
    if (minor === null) return setAmountError(t('send.amount_invalid'));
    if (minor > available) return setAmountError(t('send.not_enough', { available: formatMinor(available) }));
    setAmountError(null);
    const body = { recipient: String(recipient.account_id), amount: fromMinor(minor), comment: comment.trim() };
    const answer = await ask({
      title: t('send.confirm_title'),
      message: t('send.confirm_text', {
        amount: formatMinor(minor),
        name: recipient.name,
        account: recipient.account_id,
      }),
      actions: [
        {
          label: t('send.confirm'),
          handler: () =>
            create
              .mutateAsync({ body, headers: attempt.headers })
              .catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (!answer) return;
    attempt.renew();
    notifySuccess(t('send.done', { amount: formatMinor(minor), name: recipient.name }));
    setAmount('');
    setComment('');
  };

  const typeAmount = (text: string) => {
    setAmount(text);
    setAmountError(null);
  };

  return { amount, typeAmount, amountError, comment, setComment, send, create };
}

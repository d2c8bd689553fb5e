import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createTransferBodySchema } from '@cabinet/contracts/transfers';
import { fromMinor } from '@cabinet/contracts/money';
import type { TransferRecipient } from '@cabinet/contracts/transfers';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { findRecipient, useCreateTransfer } from '../api/transfers.ts';
import { formatMinor, parseAmount } from './amounts.ts';
import { problemMessage, reworded } from './problem.ts';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

/**
 * §2 /send-money: find the recipient by e-mail or account number (a masked name shows who it is), then the amount
 * and a comment, and a confirmation dialog before the money moves.
 */
export function TransferForm({ available, disabled }: { available: number; disabled: boolean }) {
  const { t } = useTranslation('withdrawals');
  const create = useCreateTransfer();
  const attempt = useIdempotencyKey();
  const [query, setQuery] = useState('');
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [finding, setFinding] = useState(false);
  const [queryError, setQueryError] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [comment, setComment] = useState('');

  const find = async () => {
    setQueryError(null);
    if (!query.trim()) return setQueryError(t('send.recipient_required'));
    setFinding(true);
    try {
      setRecipient(await findRecipient(query.trim()));
    } catch (error) {
      setRecipient(null);
      setQueryError(problemMessage(error, t));
    } finally {
      setFinding(false);
    }
  };

  const send = async () => {
    if (!recipient) return;
    const minor = parseAmount(amount);
    if (minor === null) return setAmountError(t('send.amount_invalid'));
    if (minor > available) return setAmountError(t('send.not_enough', { available: formatMinor(available) }));
    setAmountError(null);
    const body = { recipient: String(recipient.account_id), amount: fromMinor(minor), comment: comment.trim() };
    try {
      await confirm({
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
      attempt.renew();
      notifySuccess(t('send.done', { amount: formatMinor(minor), name: recipient.name }));
      setAmount('');
      setComment('');
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <LimitedTextInput
          schema={createTransferBodySchema}
          field="recipient"
          label={t('send.recipient')}
          description={t('send.recipient_hint')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setRecipient(null);
            setQueryError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void find();
          }}
          error={queryError}
          disabled={disabled}
          w={360}
        />
        <Button variant="light" onClick={() => void find()} loading={finding} disabled={disabled}>
          {t('send.find')}
        </Button>
      </Group>
      {recipient && (
        <Card withBorder padding="sm" radius="md" maw={480}>
          <Text size="sm" c="gray.7">
            {t('send.recipient_found')}
          </Text>
          <Text fw={600} data-testid="recipient-name">
            {recipient.name}
          </Text>
          <Text size="sm">{t('send.account_number', { account: recipient.account_id })}</Text>
        </Card>
      )}
      {recipient && (
        <>
          <TextInput
            label={t('send.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setAmountError(null);
            }}
            rightSection={<Text size="sm">USD</Text>}
            error={amountError}
            maw={240}
            required
          />
          <LimitedTextarea
            schema={createTransferBodySchema}
            field="comment"
            label={t('send.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}

            rows={2}
            maw={480}
          />
          <Group>
            <Button onClick={() => void send()} loading={create.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </>
      )}
      {create.isError && (
        <Alert color="red" variant="light">
          {problemMessage(create.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

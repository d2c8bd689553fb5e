import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createTransferBodySchema } from '@cabinet/contracts/transfers';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { problemMessage } from './problem.ts';
import { RecipientCard } from './recipient-card.tsx';
import { useFindRecipient } from './use-find-recipient.ts';
import { useSendTransfer } from './use-send-transfer.ts';

/**
 * §2 /send-money: find the recipient by e-mail or account number (a masked name shows who it is), then the amount
 * and a comment, and a confirmation dialog before the money moves.
 */
export function TransferForm({ available, disabled }: { available: number; disabled: boolean }) {
  const { t } = useTranslation('withdrawals');
  const lookup = useFindRecipient();
  const { recipient } = lookup;
  const transfer = useSendTransfer(recipient, available);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <LimitedTextInput
          schema={createTransferBodySchema}
          field="recipient"
          label={t('send.recipient')}
          description={t('send.recipient_hint')}
          value={lookup.query}
          onChange={(event) => lookup.change(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void lookup.find();
          }}
          error={lookup.error}
          disabled={disabled}
          w={360}
        />
        <Button variant="light" onClick={() => void lookup.find()} loading={lookup.finding} disabled={disabled}>
          {t('send.find')}
        </Button>
      </Group>
      {recipient && <RecipientCard recipient={recipient} />}
      {recipient && (
        <>
          <TextInput
            label={t('send.amount')}
            inputMode="decimal"
            value={transfer.amount}
            onChange={(event) => transfer.typeAmount(event.currentTarget.value)}
            rightSection={<Text size="sm">USD</Text>}
            error={transfer.amountError}
            maw={240}
            required
          />
          <LimitedTextarea
            schema={createTransferBodySchema}
            field="comment"
            label={t('send.comment')}
            value={transfer.comment}
            onChange={(event) => transfer.setComment(event.currentTarget.value)}
            rows={2}
            maw={480}
          />
          <Group>
            <Button onClick={() => void transfer.send()} loading={transfer.create.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </>
      )}
      {transfer.create.isError && (
        <Alert color="red" variant="light">
          {problemMessage(transfer.create.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

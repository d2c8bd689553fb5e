import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import { confirmTransferBodySchema, type OpsTopUp } from '@cabinet/contracts/top-up';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { moneyText } from './money-text.ts';
import { useConfirmTransferForm } from './use-confirm-transfer.ts';

/**
 * Confirming a bank transfer from the statement: the amount that arrived, the bank's reference, the value date; the
 * dialog says in words what crediting it does — all of the invoice, or part of it and the top-up closed (issue 23).
 */
export function ConfirmTransferDialog({ row, onClose }: { row: OpsTopUp | null; onClose: () => void }) {
  const { t } = useTranslation('top-up');
  return (
    <DialogFrame opened={row !== null} onClose={onClose} title={t('ops.confirm_title')}>
      {row && <ReceiptForm row={row} onDone={onClose} />}
    </DialogFrame>
  );
}

function ReceiptForm({ row, onDone }: { row: OpsTopUp; onDone: () => void }) {
  const { t } = useTranslation('top-up');
  const { values, set, errors, failure, submit, share, arrived, pending } = useConfirmTransferForm(row, onDone);
  const facts = {
    seller: `${row.seller_name} · ${row.seller_email}`,
    reference: row.reference,
    total: moneyText(row.total),
    amount: arrived === null ? '' : moneyText({ amount: fromMinor(arrived), currency: row.total.currency }),
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('ops.confirm_text', facts)}</Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <TextInput
          label={t('ops.received_amount')}
          description={t('ops.received_hint', facts)}
          inputMode="decimal"
          required
          data-autofocus
          value={values.received_amount}
          error={errors.received_amount}
          onChange={(e) => set('received_amount')(e.currentTarget.value)}
        />
        <LimitedTextInput
          schema={confirmTransferBodySchema}
          field="bank_reference"
          label={t('ops.bank_reference')}
          required
          value={values.bank_reference}
          error={errors.bank_reference}
          onChange={(e) => set('bank_reference')(e.currentTarget.value)}
        />
        <DateInput
          label={t('ops.value_date')}
          required
          value={values.value_date}
          error={errors.value_date}
          maxDate={new Date()}
          onChange={set('value_date')}
        />
        {share !== 'none' && (
          <Alert
            color={share === 'full' ? 'blue' : share === 'partial' ? 'yellow' : 'red'}
            variant="light"
            role="status"
          >
            {t(`ops.receipt_${share}`, facts)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={share === 'above'}>
            {share === 'none' || share === 'above' ? t('ops.credit') : t('ops.credit_amount', facts)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

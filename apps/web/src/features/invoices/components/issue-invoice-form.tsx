import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { issueInvoiceBodySchema } from '@cabinet/contracts/invoices';
import { formatMoney, toInputDate } from '../../../shared/lib/format.ts';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { InvoiceLinesFields } from './invoice-lines-fields.tsx';
import { totalOf } from './issue-invoice-values.ts';
import { moneyOf } from './money-math.ts';
import { SellerPicker } from './seller-picker.tsx';
import { useIssueInvoiceForm } from './use-issue-invoice-form.ts';

/** An operator issues an invoice to a seller: who, what for (lines), until when; confirmed before it is sent. */
export function IssueInvoiceForm() {
  const { t } = useTranslation('invoices');
  const { form, submit, failure, pending } = useIssueInvoiceForm();
  const total = totalOf(form.values.lines);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SellerPicker
          label={t('ops.seller')}
          placeholder={t('ops.seller_placeholder')}
          required
          {...form.getInputProps('account_id')}
        />
        <LimitedTextInput
          schema={issueInvoiceBodySchema}
          field="title"
          label={t('ops.invoice_title')}
          required
          {...form.getInputProps('title')}
        />
        <InvoiceLinesFields form={form} />
        <DateInput
          label={t('ops.due_date')}
          required
          w={220}
          minDate={toInputDate(new Date())}
          value={form.values.due_date}
          onChange={(value) => form.setFieldValue('due_date', value)}
          error={form.errors.due_date}
        />
        <Text fw={600} data-testid="issue-total">
          {t('ops.total', { amount: total === null ? '—' : formatMoney(moneyOf(total)) })}
        </Text>
        <Button type="submit" loading={pending} w="fit-content">
          {t('ops.issue')}
        </Button>
      </Stack>
    </form>
  );
}

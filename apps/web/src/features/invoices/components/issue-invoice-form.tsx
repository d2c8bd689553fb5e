import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INVOICE_MAX_LINES, issueInvoiceBodySchema, type IssueInvoiceBody } from '@cabinet/contracts/invoices';
import { toMinor } from '@cabinet/contracts/money';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatMoney, toInputDate } from '../../../shared/lib/format.ts';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useIssueInvoice } from '../api/ops-invoices.ts';
import { moneyOf } from './money-math.ts';
import { SellerPicker } from './seller-picker.tsx';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';

interface LineValues {
  description: string;
  quantity: number | string;
  unit_price: number | string;
}
interface Values {
  account_id: string | null;
  title: string;
  lines: LineValues[];
  due_date: string | null;
}

const LINE_FIELDS = ['description', 'quantity', 'unit_price'] as const;
const FIELDS = [
  'account_id',
  'title',
  'due_date',
  'lines',
  ...Array.from({ length: INVOICE_MAX_LINES }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat(),
];
const emptyLine = (): LineValues => ({ description: '', quantity: 1, unit_price: '' });
const inTwoWeeks = () => toInputDate(new Date(Date.now() + 14 * 86_400_000));

/** The form values as the API reads them (prices as decimal strings, never floats). */
const toBody = (v: Values): IssueInvoiceBody =>
  ({
    account_id: v.account_id ? Number(v.account_id) : undefined,
    title: v.title,
    lines: v.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity === '' ? undefined : Number(l.quantity),
      unit_price: l.unit_price === '' ? undefined : String(l.unit_price),
    })),
    due_date: v.due_date ?? undefined,
  }) as IssueInvoiceBody;

/** The sum of the lines in minor units, or null while a line is incomplete. */
function totalOf(lines: LineValues[]): number | null {
  let total = 0;
  for (const l of lines) {
    const price = toMinor(String(l.unit_price));
    const quantity = Number(l.quantity);
    if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
    total += price * quantity;
  }
  return total;
}

/** An operator issues an invoice to a seller: who, what for (lines), until when; confirmed before it is sent. */
export function IssueInvoiceForm() {
  const { t } = useTranslation('invoices');
  const issue = useIssueInvoice();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: { account_id: null, title: '', lines: [emptyLine()], due_date: inTwoWeeks() },
    validate: (values) => validateWithSchema(issueInvoiceBodySchema, toBody(values), t),
  });
  const total = totalOf(form.values.lines);

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const amount = formatMoney(moneyOf(totalOf(values.lines) ?? 0));
    try {
      await confirm({
        title: t('ops.confirm_title', { amount }),
        message: t('ops.confirm_text', { title: values.title }),
        actions: [{ label: t('ops.issue'), value: true }],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    try {
      const invoice = await issue.mutateAsync({ body: toBody(values), headers: attempt.headers });
      attempt.renew();
      form.setValues({ title: '', lines: [emptyLine()] });
      notifySuccess(t('ops.issued', { number: invoice.number, email: invoice.account_email }));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

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
        <Stack gap="xs" role="group" aria-label={t('ops.lines')}>
          <Text size="sm" fw={500}>
            {t('ops.lines')}
          </Text>
          {form.values.lines.map((_, i) => (
            <Group key={i} align="start" gap="xs" wrap="nowrap">
              <LimitedTextInput
                schema={issueInvoiceBodySchema}
                field={`lines.${i}.description`}
                aria-label={t('ops.line_description', { n: i + 1 })}
                placeholder={t('columns.description')}
                style={{ flex: 1 }}
                {...form.getInputProps(`lines.${i}.description`)}
              />
              <NumberInput
                aria-label={t('ops.line_quantity', { n: i + 1 })}
                placeholder={t('columns.quantity')}
                w={90}
                min={1}
                allowDecimal={false}
                {...form.getInputProps(`lines.${i}.quantity`)}
              />
              <AmountInput
                aria-label={t('ops.line_price', { n: i + 1 })}
                placeholder={t('columns.unit_price')}
                w={130}
                currency="USD"
                {...form.getInputProps(`lines.${i}.unit_price`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('ops.remove_line', { n: i + 1 })}
                disabled={form.values.lines.length === 1}
                onClick={() => form.removeListItem('lines', i)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors.lines === 'string' && (
            <Text size="xs" c="red.9">
              {form.errors.lines}
            </Text>
          )}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            disabled={form.values.lines.length >= INVOICE_MAX_LINES}
            onClick={() => form.insertListItem('lines', emptyLine())}
          >
            {t('ops.add_line')}
          </Button>
        </Stack>
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
        <Button type="submit" loading={issue.isPending} w="fit-content">
          {t('ops.issue')}
        </Button>
      </Stack>
    </form>
  );
}

import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { issueInvoiceBodySchema } from '@cabinet/contracts/invoices';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useIssueInvoice } from '../api/ops-invoices.ts';
import { emptyLine, FIELDS, inTwoWeeks, toBody, totalOf, type IssueInvoiceValues } from './issue-invoice-values.ts';
import { moneyOf } from './money-math.ts';

/**
 * The invoice form, checked with the contract's schema; the operator confirms the total before it is issued. After
 * issuing, the seller and the due date stay for the next invoice, the title and lines are cleared.
 */
export function useIssueInvoiceForm() {
  const { t } = useTranslation('invoices');
  const issue = useIssueInvoice();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<IssueInvoiceValues>({
    initialValues: { account_id: null, title: '', lines: [emptyLine()], due_date: inTwoWeeks() },
    validate: (values) => validateWithSchema(issueInvoiceBodySchema, toBody(values), t),
  });

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

  return { form, submit, failure, pending: issue.isPending };
}

import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  paymentLinkCreateBodySchema,
  type PaymentLinkCurrency,
  type PaymentLinkKind,
} from '@cabinet/contracts/payment-links';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreatePaymentLink } from '../api/create-payment-link.ts';

const FIELDS = ['kind', 'amount', 'currency', 'description'] as const;
export type NewLinkValues = {
  kind: PaymentLinkKind;
  amount: string | number;
  currency: PaymentLinkCurrency;
  description: string;
};

/** A new link, checked with the contract's schema (the amount as a decimal string), then back to the list. */
export function useNewLinkForm() {
  const { t } = useTranslation('payment-links');
  const navigate = useNavigate();
  const create = useCreatePaymentLink();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<NewLinkValues>({
    initialValues: { kind: 'one_time', amount: '', currency: 'USD', description: '' },
    validate: (values) =>
      validateWithSchema(paymentLinkCreateBodySchema, { ...values, amount: String(values.amount) }, t),
  });

  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await create.mutateAsync({ body: { ...v, amount: String(v.amount) }, headers: attempt.headers });
      attempt.renew();
      notifySuccess(t('new.done'));
      void navigate(paths.paymentLinks);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return { form, submit, failure, pending: create.isPending };
}

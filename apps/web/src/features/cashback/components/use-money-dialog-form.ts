import { useForm, type UseFormInput } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { reworded } from './problem.ts';

/**
 * A dialog's form that moves money (issue a card, top one up, redeem cashback): checked here first, sent with an
 * Idempotency-Key that is renewed only once the money has moved, the server's refusal worded by this feature and
 * put beside its fields. `send` returns the success message.
 */
export function useMoneyDialogForm<Values extends Record<string, unknown>>({
  fields,
  initialValues,
  validate,
  send,
  onDone,
}: {
  fields: readonly string[];
  initialValues: Values;
  validate: UseFormInput<Values>['validate'];
  send(values: Values, headers: Record<string, string>): Promise<string>;
  onDone(): void;
}) {
  const { t } = useTranslation('cashback');
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, fields);
  const form = useForm<Values>({ initialValues, validate });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const done = await send(values, attempt.headers);
      attempt.renew();
      notifySuccess(done);
      onDone();
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return { form, submit, failure };
}

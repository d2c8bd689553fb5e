import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ParsingSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { reworded } from './problem.ts';
import { requisitesErrors } from './requisites-validation.ts';

/**
 * A card's or a bank account's requisites: checked with the contract's schema before they are sent, the server's
 * field messages put next to the fields. A card number is never shown again, so that form empties once saved.
 */
export function useRequisitesForm<Values extends Record<string, string>>({
  schema,
  fields,
  initialValues,
  onSave,
  resetAfterSave = false,
}: {
  schema: ParsingSchema<unknown>;
  fields: readonly (keyof Values & string)[];
  initialValues: Values;
  onSave(body: Values): Promise<unknown>;
  resetAfterSave?: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, fields);
  const form = useForm<Values>({
    initialValues,
    validate: (values) => requisitesErrors(schema, values, t, common),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onSave(values);
      if (resetAfterSave) form.reset();
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);
  return { form, submit, failure };
}

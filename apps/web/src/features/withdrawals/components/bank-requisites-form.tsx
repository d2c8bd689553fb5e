import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { bankRequisitesBodySchema, type BankRequisitesBody, type RequisitesView } from '@cabinet/contracts/withdrawals';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { reworded } from './problem.ts';
import { requisitesErrors } from './requisites-validation.ts';

const FIELDS = ['iban', 'recipient_name', 'tax_number'] as const;

/** A hryvnia account in a Ukrainian bank: IBAN (UA + 27 digits, mod-97), the recipient and their tax number. */
export function BankRequisitesForm({
  current,
  onSave,
  pending,
}: {
  current: Extract<RequisitesView, { method: 'bank' }> | null;
  onSave(body: BankRequisitesBody): Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, FIELDS);
  const form = useForm({
    initialValues: {
      iban: current?.iban ?? '',
      recipient_name: current?.recipient_name ?? '',
      tax_number: current?.tax_number ?? '',
    },
    validate: (values) => requisitesErrors(bankRequisitesBodySchema, values, t, common),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onSave(values);
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <LimitedTextInput
          schema={bankRequisitesBodySchema}
          field="iban"
          label={t('requisites.iban')}
          description={t('requisites.iban_hint')}
          autoComplete="off"
          required
          maw={420}
          {...form.getInputProps('iban')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LimitedTextInput
            schema={bankRequisitesBodySchema}
            field="recipient_name"
            label={t('requisites.recipient_name')}
            required
            {...form.getInputProps('recipient_name')}
          />
          <TextInput
            label={t('requisites.tax_number')}
            description={t('requisites.tax_number_hint')}
            inputMode="numeric"
            required
            {...form.getInputProps('tax_number')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            {t('requisites.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

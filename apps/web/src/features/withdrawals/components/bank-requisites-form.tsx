import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bankRequisitesBodySchema, type BankRequisitesBody, type RequisitesView } from '@cabinet/contracts/withdrawals';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { RequisitesFormFrame } from './requisites-form-frame.tsx';
import { useRequisitesForm } from './use-requisites-form.ts';

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
  const { form, submit, failure } = useRequisitesForm({
    schema: bankRequisitesBodySchema,
    fields: FIELDS,
    initialValues: {
      iban: current?.iban ?? '',
      recipient_name: current?.recipient_name ?? '',
      tax_number: current?.tax_number ?? '',
    },
    onSave,
  });

  return (
    <RequisitesFormFrame onSubmit={submit} failure={failure} pending={pending}>
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
    </RequisitesFormFrame>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardRequisitesBodySchema, type CardRequisitesBody } from '@cabinet/contracts/withdrawals';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { RequisitesFormFrame } from './requisites-form-frame.tsx';
import { useRequisitesForm } from './use-requisites-form.ts';

const FIELDS = ['card_number', 'holder_name'] as const;

/** Groups of four as people read a card number; only digits are kept. */
const grouped = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** A card: its number (Luhn-checked here and on the server, never kept whole) and the holder as embossed. */
export function CardRequisitesForm({
  onSave,
  pending,
}: {
  onSave(body: CardRequisitesBody): Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const { form, submit, failure } = useRequisitesForm({
    schema: cardRequisitesBodySchema,
    fields: FIELDS,
    initialValues: { card_number: '', holder_name: '' },
    onSave,
    resetAfterSave: true,
  });

  return (
    <RequisitesFormFrame onSubmit={submit} failure={failure} pending={pending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('requisites.card_number')}
          description={t('requisites.card_number_hint')}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          {...form.getInputProps('card_number')}
          onChange={(event) => form.setFieldValue('card_number', grouped(event.currentTarget.value))}
        />
        <LimitedTextInput
          schema={cardRequisitesBodySchema}
          field="holder_name"
          label={t('requisites.holder_name')}
          description={t('requisites.holder_name_hint')}
          autoComplete="cc-name"
          required
          {...form.getInputProps('holder_name')}
        />
      </SimpleGrid>
    </RequisitesFormFrame>
  );
}

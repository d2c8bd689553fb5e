import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { cardRequisitesBodySchema, type CardRequisitesBody } from '@cabinet/contracts/withdrawals';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { reworded } from './problem.ts';
import { requisitesErrors } from './requisites-validation.ts';

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
  const { t: common } = useTranslation();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, FIELDS);
  const form = useForm({
    initialValues: { card_number: '', holder_name: '' },
    validate: (values) => requisitesErrors(cardRequisitesBodySchema, values, t, common),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onSave(values);
      form.reset();
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  const number = form.getInputProps('card_number');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('requisites.card_number')}
            description={t('requisites.card_number_hint')}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            {...number}
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
        <Group>
          <Button type="submit" loading={pending}>
            {t('requisites.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

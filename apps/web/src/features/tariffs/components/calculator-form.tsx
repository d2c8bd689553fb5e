import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CalculatorBody } from '@cabinet/contracts/tariffs';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import { CalculatorPlaceFields } from './calculator-place-fields.tsx';
import { CALCULATOR_FIELDS, emptyParcel, toCalculatorBody, type CalculatorValues } from './calculator-values.ts';

export interface CalculatorFormProps {
  pending: boolean;
  /** Sends the parcel; rejects with the API's failure for the form to show. */
  onCalculate: (body: CalculatorBody) => Promise<unknown>;
}

/** From, to (a US destination needs a state), weight, the box's sides and an optional delivery type. */
export function CalculatorForm({ pending, onCalculate }: CalculatorFormProps) {
  const { t } = useTranslation('tariffs');
  const form = useForm<CalculatorValues>({
    initialValues: emptyParcel,
    validate: {
      from_country: (v) => (v ? null : t('validation.required')),
      to_country: (v) => (v ? null : t('validation.required')),
      to_state: (v, values) => (values.to_country === 'US' && !v ? t('validation.required') : null),
      weight_kg: (v) => (v === '' ? t('validation.required') : null),
      length_cm: (v) => (v === '' ? t('validation.required') : null),
      width_cm: (v) => (v === '' ? t('validation.required') : null),
      height_cm: (v) => (v === '' ? t('validation.required') : null),
    },
  });
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, CALCULATOR_FIELDS);

  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await onCalculate(toCalculatorBody(v));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const size = (field: 'length_cm' | 'width_cm' | 'height_cm') => (
    <MeasureInput measure="cm" unitLabel={t('units.cm')} label={t(`form.${field}`)} {...form.getInputProps(field)} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <CalculatorPlaceFields form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <MeasureInput
            measure="kg"
            unitLabel={t('units.kg')}
            label={t('form.weight_kg')}
            {...form.getInputProps('weight_kg')}
          />
          {size('length_cm')}
          {size('width_cm')}
          {size('height_cm')}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { deliveryTypes, type CalculatorBody } from '@cabinet/contracts/tariffs';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import { useShippingCountries, useUsStates } from '../api/places.ts';

const FIELDS = [
  'from_country',
  'to_country',
  'to_state',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'delivery_type',
] as const;

interface Values {
  from_country: string;
  to_country: string;
  to_state: string;
  weight_kg: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  delivery_type: string;
}

export interface CalculatorFormProps {
  pending: boolean;
  /** Sends the parcel; rejects with the API's failure for the form to show. */
  onCalculate: (body: CalculatorBody) => Promise<unknown>;
}

/** From, to (a US destination needs a state), weight, the box's sides and an optional delivery type. */
export function CalculatorForm({ pending, onCalculate }: CalculatorFormProps) {
  const { t, i18n } = useTranslation('tariffs');
  const countries = useShippingCountries(i18n.language);
  const form = useForm<Values>({
    initialValues: {
      from_country: 'UA',
      to_country: '',
      to_state: '',
      weight_kg: '',
      length_cm: '',
      width_cm: '',
      height_cm: '',
      delivery_type: '',
    },
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
  const { values } = form;
  const states = useUsStates(i18n.language, values.to_country === 'US');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);

  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await onCalculate({
        from_country: v.from_country,
        to_country: v.to_country,
        ...(v.to_country === 'US' ? { to_state: v.to_state } : {}),
        weight_kg: Number(v.weight_kg),
        length_cm: Number(v.length_cm),
        width_cm: Number(v.width_cm),
        height_cm: Number(v.height_cm),
        ...(v.delivery_type ? { delivery_type: v.delivery_type as CalculatorBody['delivery_type'] } : {}),
      });
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const countryOptions = countries.data ?? [];
  const countrySelect = (field: 'from_country' | 'to_country') => (
    <Select
      label={t(`form.${field}`)}
      required
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('form.nothing_found')}
      data={countryOptions}
      leftSection={<CountryFlag code={values[field]} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <CountryFlag code={option.value} />
          <span>{option.label}</span>
        </Group>
      )}
      {...form.getInputProps(field)}
      onChange={(value) => {
        form.setFieldValue(field, value ?? '');
        if (field === 'to_country') form.setFieldValue('to_state', '');
      }}
    />
  );
  const size = (field: 'length_cm' | 'width_cm' | 'height_cm') => (
    <MeasureInput measure="cm" unitLabel={t('units.cm')} label={t(`form.${field}`)} {...form.getInputProps(field)} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {countrySelect('from_country')}
          {countrySelect('to_country')}
          {values.to_country === 'US' && (
            <Select
              label={t('form.to_state')}
              required
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('form.nothing_found')}
              data={states.data ?? []}
              {...form.getInputProps('to_state')}
              onChange={(value) => form.setFieldValue('to_state', value ?? '')}
            />
          )}
          <Select
            label={t('form.delivery_type')}
            placeholder={t('form.any_type')}
            clearable
            data={deliveryTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            {...form.getInputProps('delivery_type')}
            onChange={(value) => form.setFieldValue('delivery_type', value ?? '')}
          />
        </SimpleGrid>
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

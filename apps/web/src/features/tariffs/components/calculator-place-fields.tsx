import { Group, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { useShippingCountries, useUsStates } from '../api/places.ts';
import type { CalculatorValues } from './calculator-values.ts';

/** Where from and where to (with its flag; a US destination also needs a state), and the delivery type if any. */
export function CalculatorPlaceFields({ form }: { form: UseFormReturnType<CalculatorValues> }) {
  const { t, i18n } = useTranslation('tariffs');
  const countries = useShippingCountries(i18n.language);
  const { values } = form;
  const states = useUsStates(i18n.language, values.to_country === 'US');

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

  return (
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
  );
}

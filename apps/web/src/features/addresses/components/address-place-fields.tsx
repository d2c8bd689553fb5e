import { useMemo } from 'react';
import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addressBodySchema } from '@cabinet/contracts/addresses';
import type { Language } from '../../../shared/i18n/languages.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useCountries, useStates } from '../api/places.ts';
import type { AddressValues } from './address-values.ts';

/**
 * Country and region: senders may live anywhere, recipients only where we ship; a US state or a Ukrainian region is
 * picked from a list (`listedState`), elsewhere the region is free text. A new country clears the region.
 */
export function AddressPlaceFields({
  form,
  listedState,
  lang,
}: {
  form: UseFormReturnType<AddressValues>;
  listedState: boolean;
  lang: Language;
}) {
  const { t } = useTranslation('addresses');
  const values = form.values;
  const countries = useCountries(values.book_type === 'sender' ? 'all' : 'shipping', lang);
  const states = useStates(values.country, lang, listedState);
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    [countries.data],
  );
  return (
    <>
      <Select
        label={t('fields.country')}
        required
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('form.nothing_found')}
        data={countryOptions}
        leftSection={<CountryFlag code={values.country} aria-hidden />}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag code={option.value} aria-hidden />
            <span>{option.label}</span>
          </Group>
        )}
        {...form.getInputProps('country')}
        onChange={(value) => {
          form.setFieldValue('country', value ?? '');
          form.setFieldValue('state', '');
        }}
      />
      {listedState ? (
        <Select
          label={t(values.country === 'US' ? 'fields.state_us' : 'fields.state_ua')}
          required
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('form.nothing_found')}
          data={states.data ?? []}
          {...form.getInputProps('state')}
          onChange={(value) => form.setFieldValue('state', value ?? '')}
        />
      ) : (
        <LimitedTextInput
          schema={addressBodySchema}
          field="state"
          label={t('fields.state')}
          autoComplete="off"
          {...form.getInputProps('state')}
        />
      )}
    </>
  );
}

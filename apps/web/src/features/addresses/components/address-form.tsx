import { useEffect, useMemo } from 'react';
import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { hasCyrillic, transliterate } from '@cabinet/contracts/transliteration';
import {
  addressBodySchema,
  addressFieldRules,
  addressTextFields,
  bookTypes,
  variationTypes,
  type Address,
  type AddressBody,
  type AddressFieldRule,
  type BookType,
  type VariationType,
} from '@cabinet/contracts/addresses';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useCountries, useStates } from '../api/places.ts';
import { validateAddress } from './address-validation.ts';

export type AddressValues = Required<AddressBody>;

const FIELDS = [
  'book_type',
  'variation_type',
  'company_name',
  'edrpou',
  'first_name',
  'last_name',
  'country',
  'state',
  'city',
  'zip',
  'address_line1',
  'address_line2',
  'phone',
  'email',
  'is_default',
] as const;

export const emptyAddress = (bookType: BookType = 'recipient'): AddressValues => ({
  book_type: bookType,
  variation_type: 'individual',
  company_name: '',
  edrpou: '',
  first_name: '',
  last_name: '',
  country: bookType === 'sender' ? 'UA' : 'US',
  state: '',
  city: '',
  zip: '',
  address_line1: '',
  address_line2: '',
  phone: '',
  email: '',
  is_default: false,
});

const valuesOf = (a: Address): AddressValues => {
  const { id: _id, created_at: _c, updated_at: _u, ...values } = a;
  return values;
};

/** Only what the chosen type and country use: a company name or EDRPOU of an individual is not sent. */
function bodyOf(values: AddressValues): AddressValues {
  return {
    ...values,
    company_name: values.variation_type === 'company' ? values.company_name : '',
    edrpou: values.variation_type === 'company' ? values.edrpou : '',
    is_default: values.book_type === 'sender' && values.is_default,
  };
}

export interface AddressFormProps {
  address?: Address;
  initialBookType?: BookType;
  submitLabel: string;
  pending: boolean;
  /** Sends the request; a rejection is shown on the form, its field messages next to the fields. */
  onSubmit(body: AddressValues): Promise<unknown>;
}

/**
 * One form for a new entry and an edit: who it is for and whether a person or a company, then the fields that
 * type and country use (a US state and ZIP, a Ukrainian region and postcode, free region and postcode elsewhere),
 * checked with the API's contract: Latin letters for a sender and for a recipient abroad (§5).
 */
export function AddressForm({ address, initialBookType, submitLabel, pending, onSubmit }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<AddressValues>({
    initialValues: address ? valuesOf(address) : emptyAddress(initialBookType),
    validate: (values) => validateAddress(bodyOf(values), t),
  });
  const values = form.values;
  const lang = currentLanguage();
  const rules = useMemo(
    () => addressFieldRules(values.variation_type, values.book_type, values.country),
    [values.variation_type, values.book_type, values.country],
  );
  const rule = (name: AddressFieldRule['name']) => rules.find((r) => r.name === name);
  const latin = rules.some((r) => r.latin_only);
  const stateRule = rule('state')!;
  // Ukrainian typed where Latin is needed: one click writes it in Latin by the national standard (issue 15).
  const cyrillic = addressTextFields.some((field) => hasCyrillic(values[field] ?? ''));
  const toLatin = () => {
    for (const field of addressTextFields) {
      const value = values[field];
      if (value && hasCyrillic(value)) form.setFieldValue(field, transliterate(value));
    }
  };
  const countries = useCountries(values.book_type === 'sender' ? 'all' : 'shipping', lang);
  const states = useStates(values.country, lang, stateRule.input === 'select');

  // Messages follow the interface language: a switch re-words the errors already shown.
  useEffect(() => {
    if (Object.keys(form.errors).length > 0) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    [countries.data],
  );

  const submit = form.onSubmit(async (submitted, event) => {
    clear();
    try {
      await onSubmit(bodyOf(submitted));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const text = (name: Exclude<AddressFieldRule['name'], 'country' | 'state'>, extra: object = {}) => {
    const r = rule(name);
    if (!r) return null;
    return (
      <LimitedTextInput
        schema={addressBodySchema}
        field={name}
        label={t(`fields.${name}`)}
        required={r.required}
        autoComplete="off"
        {...extra}
        {...form.getInputProps(name)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Radio.Group
            label={t('fields.book_type')}
            {...form.getInputProps('book_type')}
            onChange={(value) => {
              form.setFieldValue('book_type', value as BookType);
              if (value !== 'sender') form.setFieldValue('is_default', false);
            }}
          >
            <Group mt="xs">
              {bookTypes.map((b) => (
                <Radio key={b} value={b} label={t(`book_type.${b}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group
            label={t('fields.variation_type')}
            {...form.getInputProps('variation_type')}
            onChange={(value) => form.setFieldValue('variation_type', value as VariationType)}
          >
            <Group mt="xs">
              {variationTypes.map((v) => (
                <Radio key={v} value={v} label={t(`variation_type.${v}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        {latin && (
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm" c="gray.7">
              {t('form.latin_hint')}
            </Text>
            {cyrillic && (
              <Button variant="light" size="xs" onClick={toLatin}>
                {t('form.transliterate')}
              </Button>
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {values.variation_type === 'company' && text('company_name')}
          {values.variation_type === 'company' && text('edrpou', { inputMode: 'numeric' })}
          {text('first_name')}
          {text('last_name')}
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
          {stateRule.input === 'select' ? (
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
          {text('city')}
          {text('zip', {
            label: t(values.country === 'US' ? 'fields.zip_us' : 'fields.zip'),
            description: values.country === 'US' ? t('form.zip_us_hint') : undefined,
            inputMode: values.country === 'US' || values.country === 'UA' ? 'numeric' : undefined,
          })}
          {text('address_line1')}
          {text('address_line2')}
          {text('phone', { type: 'tel', description: t('form.phone_hint') })}
          {text('email', { type: 'email', inputMode: 'email' })}
        </SimpleGrid>
        {values.book_type === 'sender' && (
          <Checkbox
            label={t('fields.is_default')}
            description={t('form.default_hint')}
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addressBodySchema, type AddressFieldRule } from '@cabinet/contracts/addresses';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { AddressPlaceFields } from './address-place-fields.tsx';
import { AddressTypeFields } from './address-type-fields.tsx';
import { LatinHint } from './latin-hint.tsx';
import { useAddressForm, type AddressFlow } from './use-address-form.ts';

export interface AddressFormProps extends AddressFlow {
  submitLabel: string;
  pending: boolean;
}

/**
 * One form for a new entry and an edit: who it is for and whether a person or a company, then the fields that
 * type and country use (a US state and ZIP, a Ukrainian region and postcode, free region and postcode elsewhere),
 * checked with the API's contract: Latin letters for a sender and for a recipient abroad (§5).
 */
export function AddressForm({ submitLabel, pending, ...flow }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const { form, submit, failure, rules, lang } = useAddressForm(flow);
  const values = form.values;
  const rule = (name: AddressFieldRule['name']) => rules.find((r) => r.name === name);
  const latin = rules.some((r) => r.latin_only);

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
        <AddressTypeFields form={form} />
        {latin && <LatinHint form={form} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {values.variation_type === 'company' && text('company_name')}
          {values.variation_type === 'company' && text('edrpou', { inputMode: 'numeric' })}
          {text('first_name')}
          {text('last_name')}
          <AddressPlaceFields form={form} listedState={rule('state')!.input === 'select'} lang={lang} />
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

import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { taxFieldsOf, type RegisterValues } from './register-values.ts';

/** The tax fields of the chosen account type (§3): ITN; ITN and a business name; company code and name. */
export function TaxFields({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const { t } = useTranslation('auth');
  const type = form.getValues().user_type;
  const shown = taxFieldsOf(type);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {shown.itn && (
        <TextInput
          key={`itn-${type}`}
          label={t('fields.itn')}
          description={t('register.itn_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          {...form.getInputProps('itn')}
        />
      )}
      {shown.psrn && (
        <TextInput
          key="psrn"
          label={t('fields.psrn')}
          description={t('register.psrn_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...form.getInputProps('psrn')}
        />
      )}
      {shown.company_name && (
        <TextInput
          key={`company-${type}`}
          label={type === 'self_employed' ? t('fields.fop_name') : t('fields.company_name')}
          description={type === 'self_employed' ? t('register.fop_name_hint') : t('register.optional')}
          autoComplete="organization"
          required={type === 'self_employed'}
          {...form.getInputProps('company_name')}
        />
      )}
    </SimpleGrid>
  );
}

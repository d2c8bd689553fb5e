import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { taxFieldsOf, type UserType } from '@cabinet/contracts/user';
import { LimitedTextInput } from '../ui/limited-text.tsx';

interface TaxValues {
  user_type: UserType;
  itn: string;
  company_name: string;
  psrn: string;
}

/**
 * The tax fields of the chosen account type (§3, §5), as registration and the profile both ask for them: ITN;
 * ITN and a business name; company code and an optional name. `before` goes first in the grid (a type picker);
 * `schema` is the contract the form validates with: the name's length limit is read from it.
 */
export function TaxFieldInputs<V extends TaxValues>({
  form,
  schema,
  before,
}: {
  form: UseFormReturnType<V>;
  schema: unknown;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const type = form.getValues().user_type;
  const shown = taxFieldsOf(type);
  const isFop = type === 'self_employed';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {before}
      {shown.itn && (
        <TextInput
          key={`itn-${type}`}
          label={t('fields.itn')}
          description={t('tax_fields.itn_hint')}
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
          description={t('tax_fields.psrn_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...form.getInputProps('psrn')}
        />
      )}
      {shown.company_name && (
        <LimitedTextInput
          key={`company-${type}`}
          schema={schema}
          field="company_name"
          label={isFop ? t('fields.fop_name') : t('fields.company_name')}
          description={isFop ? t('tax_fields.fop_name_hint') : t('tax_fields.optional')}
          autoComplete="organization"
          required={isFop}
          {...form.getInputProps('company_name')}
        />
      )}
    </SimpleGrid>
  );
}

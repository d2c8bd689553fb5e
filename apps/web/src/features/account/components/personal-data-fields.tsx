import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { personalDataSchema } from '@cabinet/contracts/user';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { PersonalDataValues } from './personal-data-values.ts';

const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/** Passport, issuer, the two dates (typed as YYYY-MM-DD, §5) and the tax number, two to a row. */
export function PersonalDataFields({ form }: { form: UseFormReturnType<PersonalDataValues> }) {
  const { t } = useTranslation('account');
  const dateProps = {
    description: t('personal_data.date_hint'),
    placeholder: DATE_PLACEHOLDER,
    inputMode: 'numeric' as const,
    maxLength: 10,
    required: true,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LimitedTextInput
        schema={personalDataSchema}
        field="passport_number"
        label={t('personal_data.passport_number')}
        description={t('personal_data.passport_hint')}
        autoComplete="off"
        required
        {...form.getInputProps('passport_number')}
      />
      <TextInput
        label={t('personal_data.tax_number')}
        description={t('tax_fields.itn_hint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        required
        {...form.getInputProps('tax_number')}
      />
      <LimitedTextInput
        schema={personalDataSchema}
        field="issued_by"
        label={t('personal_data.issued_by')}
        autoComplete="off"
        required
        {...form.getInputProps('issued_by')}
      />
      <TextInput label={t('personal_data.issue_date')} {...dateProps} {...form.getInputProps('issue_date')} />
      <TextInput
        label={t('personal_data.birth_date')}
        autoComplete="bday"
        {...dateProps}
        {...form.getInputProps('birth_date')}
      />
    </SimpleGrid>
  );
}

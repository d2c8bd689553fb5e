import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { personalDataSchema, type PersonalData } from '@cabinet/contracts/user';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSavePersonalData } from '../api/save-personal-data.ts';
import {
  PERSONAL_DATA_FIELDS,
  parsePersonalData,
  personalDataValuesOf,
  validatePersonalData,
  type PersonalDataValues,
} from './personal-data-values.ts';

const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/** §3 Personal data: passport, issuer, dates (typed as YYYY-MM-DD, §5) and tax number; saved as a whole. */
export function PersonalDataForm({ data, readOnly = false }: { data: PersonalData | null; readOnly?: boolean }) {
  const { t } = useTranslation('account');
  const save = useSavePersonalData();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, PERSONAL_DATA_FIELDS);
  const form = useForm<PersonalDataValues>({
    initialValues: personalDataValuesOf(data),
    validate: (values) => validatePersonalData(values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const saved = await save.mutateAsync(parsePersonalData(values));
      form.resetDirty(personalDataValuesOf(saved.personal_data));
      notifySuccess(t('personal_data.saved'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const dateProps = {
    description: t('personal_data.date_hint'),
    placeholder: DATE_PLACEHOLDER,
    inputMode: 'numeric' as const,
    maxLength: 10,
    required: true,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
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
        </fieldset>
        {readOnly ? (
          <Text size="sm" c="gray.7">
            {t('personal_data.read_only')}
          </Text>
        ) : (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('personal_data.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

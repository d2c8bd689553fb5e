import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PersonalData } from '@cabinet/contracts/user';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSavePersonalData } from '../api/save-personal-data.ts';
import { PersonalDataFields } from './personal-data-fields.tsx';
import {
  PERSONAL_DATA_FIELDS,
  parsePersonalData,
  personalDataValuesOf,
  validatePersonalData,
  type PersonalDataValues,
} from './personal-data-values.ts';

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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <PersonalDataFields form={form} />
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

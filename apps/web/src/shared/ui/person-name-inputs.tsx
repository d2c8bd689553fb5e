import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from './limited-text.tsx';

interface NameValues {
  first_name: string;
  last_name: string;
}

/**
 * First and last name, as the profile, registration and the employee form ask for them. `schema` is the contract the
 * form validates with (the limits come from it). `ownName` lets the browser offer the user's own name; a name a
 * manager types for an employee is not the browser's to suggest.
 */
export function PersonNameInputs<V extends NameValues>({
  form,
  schema,
  ownName,
}: {
  form: UseFormReturnType<V>;
  schema: unknown;
  ownName: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LimitedTextInput
        schema={schema}
        field="first_name"
        label={t('fields.first_name')}
        autoComplete={ownName ? 'given-name' : 'off'}
        required
        {...form.getInputProps('first_name')}
      />
      <LimitedTextInput
        schema={schema}
        field="last_name"
        label={t('fields.last_name')}
        autoComplete={ownName ? 'family-name' : 'off'}
        required
        {...form.getInputProps('last_name')}
      />
    </>
  );
}

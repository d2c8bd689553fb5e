import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { operatorCreateSchema } from '@cabinet/contracts/operators';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { EmailInput } from '../../../shared/ui/email-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { confirmationErrors, NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PersonNameInputs } from '../../../shared/ui/person-name-inputs.tsx';
import { useCreateOperator } from '../api/operators.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'ops_roles'] as const;

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm: string;
  ops_roles: OpsRole[];
}

const EMPTY: Values = { first_name: '', last_name: '', email: '', password: '', confirm: '', ops_roles: [] };

/** A new operator: names, e-mail, a first password the administrator hands over, the roles. */
export function OperatorForm() {
  const { t } = useTranslation('operators');
  const create = useCreateOperator();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: ({ confirm, ...values }) => ({
      ...validateWithSchema(operatorCreateSchema, values, t),
      ...confirmationErrors(confirm, values.password, t),
    }),
  });

  const submit = form.onSubmit(async ({ confirm: _, ...values }, event) => {
    clear();
    try {
      const created = await create.mutateAsync(operatorCreateSchema.parse(values));
      notifySuccess(t('form.done', { email: created.email }));
      form.setValues(EMPTY);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInputs form={form} schema={operatorCreateSchema} ownName={false} />
          <EmailInput schema={operatorCreateSchema} field="email" autoComplete="off" {...form.getInputProps('email')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NewPasswordInputs
            form={form}
            schema={operatorCreateSchema}
            field="password"
            description={t('form.password_hint')}
          />
        </SimpleGrid>
        <RoleCheckboxes
          label={t('form.roles')}
          value={form.values.ops_roles}
          onChange={(roles) => form.setFieldValue('ops_roles', roles)}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

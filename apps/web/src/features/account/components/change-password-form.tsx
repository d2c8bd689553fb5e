import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema, PASSWORD_MAX, PASSWORD_MIN } from '@cabinet/contracts/auth';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { confirmationErrors, NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['current_password', 'new_password', 'confirm'] as const;

/** A new password for signing in; this session stays, the server ends the others. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: ({ confirm, ...body }) => ({
      ...validateWithSchema(changePasswordBodySchema, body, t),
      ...confirmationErrors(confirm, body.new_password, t),
    }),
  });

  const submit = form.onSubmit(async ({ current_password, new_password }, event) => {
    clear();
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset();
      notifySuccess(t('change_password.success_text'), t('change_password.success_title'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <PasswordInput
          label={t('change_password.current')}
          autoComplete="current-password"
          maxLength={maxLengthOf(changePasswordBodySchema, 'current_password')}
          required
          {...form.getInputProps('current_password')}
        />
        <NewPasswordInputs
          form={form}
          schema={changePasswordBodySchema}
          field="new_password"
          description={t('change_password.new_hint', { minimum: PASSWORD_MIN, maximum: PASSWORD_MAX })}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('change_password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

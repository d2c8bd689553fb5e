import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema, type LoginResponse } from '@cabinet/contracts/auth';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { EmailInput } from '../../../shared/ui/email-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { useLogin } from '../api/login.ts';

const FIELDS = ['login', 'password'] as const;

/** The first sign-in step: e-mail and password. */
export function PasswordStep({
  email,
  onAnswer,
}: {
  email: string;
  onAnswer(answer: LoginResponse, email: string): void;
}) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { login: email, password: '' },
    validate: (values) => validateWithSchema(loginBodySchema, values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const body = loginBodySchema.parse(values);
      onAnswer(await login.mutateAsync(body), body.login);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <EmailInput schema={loginBodySchema} field="login" autoComplete="username" {...form.getInputProps('login')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          maxLength={maxLengthOf(loginBodySchema, 'password')}
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={paths.forgotten} size="sm">
            {t('login.forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, restoreBodySchema } from '@cabinet/contracts/auth';
import { ApiError } from '../../../shared/api/api-error.ts';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { useRestorePassword } from '../api/restore-password.ts';

const FIELDS = ['password', 'confirm'] as const;

/** /restore-password?token=…: the link from the e-mail; sets a new password, then back to sign-in. */
export function RestorePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const restore = useRestorePassword();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors = validateWithSchema(restoreBodySchema, { token: token || 'missing', password: values.password }, t);
      if (!values.confirm) errors.confirm = t('validation.required');
      else if (values.confirm !== values.password) errors.confirm = t('validation.passwords_mismatch');
      return errors;
    },
  });
  const linkInvalid = !token || (restore.error instanceof ApiError && restore.error.code === 'restore_link_invalid');

  const submit = form.onSubmit(async ({ password }, event) => {
    clear();
    try {
      await restore.mutateAsync({ token, password });
      // The server has ended every session of this user, this browser's included.
      tokenStore.clear();
      notifySuccess(t('restore.success'));
      void navigate(paths.login, { replace: true });
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <AuthCard>
      <Stack gap="lg">
        <PageTitle size="h2">{t('restore.title')}</PageTitle>
        {linkInvalid ? (
          <Alert color="red" variant="light" title={t('errors.restore_link_invalid')} role="alert">
            <Anchor component={Link} to={paths.forgotten} size="sm">
              {t('restore.request_new')}
            </Anchor>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="gray.7">
                {t('restore.text')}
              </Text>
              <FormError title={failure?.title ?? null} messages={failure?.messages} />
              <PasswordInput
                label={t('fields.new_password')}
                description={t('restore.password_hint', { minimum: PASSWORD_MIN })}
                autoComplete="new-password"
                maxLength={maxLengthOf(restoreBodySchema, 'password')}
                required
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('fields.confirm_password')}
                autoComplete="new-password"
                maxLength={maxLengthOf(restoreBodySchema, 'password')}
                required
                {...form.getInputProps('confirm')}
              />
              <Button type="submit" fullWidth size="md" loading={restore.isPending}>
                {t('restore.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('forgotten.back_to_login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

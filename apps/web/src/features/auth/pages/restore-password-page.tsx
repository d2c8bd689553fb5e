import { Alert, Anchor } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, restoreBodySchema } from '@cabinet/contracts/auth';
import { ApiError } from '../../../shared/api/api-error.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { confirmationErrors, NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRestorePassword } from '../api/restore-password.ts';
import { RecoveryCard } from '../components/recovery-card.tsx';

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
    validate: (values) => ({
      ...validateWithSchema(restoreBodySchema, { token: token || 'missing', password: values.password }, t),
      ...confirmationErrors(values.confirm, values.password, t),
    }),
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
    <RecoveryCard
      title={t('restore.title')}
      notice={
        linkInvalid && (
          <Alert color="red" variant="light" title={t('errors.restore_link_invalid')} role="alert">
            <Anchor component={Link} to={paths.forgotten} size="sm">
              {t('restore.request_new')}
            </Anchor>
          </Alert>
        )
      }
      text={t('restore.text')}
      failure={failure}
      onSubmit={submit}
      pending={restore.isPending}
      submitLabel={t('restore.submit')}
    >
      <NewPasswordInputs
        form={form}
        schema={restoreBodySchema}
        field="password"
        description={t('restore.password_hint', { minimum: PASSWORD_MIN })}
      />
    </RecoveryCard>
  );
}

import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@cabinet/contracts/auth';
import { acceptInvitationBodySchema } from '@cabinet/contracts/subaccounts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { confirmationErrors, NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { reworded } from '../components/subaccount-problem.ts';

const FIELDS = ['password', 'confirm'] as const;

/**
 * /subaccounts/accept?token=… (public): the link from the invitation letter. The employee sets a password and
 * is signed in at once. The link names no account, so the page cannot say whose it is before accepting.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('subaccounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => ({
      ...validateWithSchema(acceptInvitationBodySchema, { token: token || 'missing', password: values.password }, t),
      ...confirmationErrors(values.confirm, values.password, t),
    }),
  });
  const linkInvalid = !token || (accept.error instanceof ApiError && accept.error.code === 'invitation_invalid');

  const submit = form.onSubmit(async ({ password }, event) => {
    clear();
    try {
      const answer = await accept.mutateAsync({ token, password });
      // Whoever was signed in in this browser before is not the one who arrives now.
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      tokenStore.set(answer.token);
      notifySuccess(t('accept.welcome'));
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return (
    <AuthCard>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle size="h2">{t('accept.title')}</PageTitle>
          {!linkInvalid && (
            <Text size="sm" c="gray.7">
              {t('accept.text')}
            </Text>
          )}
        </Stack>
        {linkInvalid ? (
          <Alert color="red" variant="light" title={t('accept.invalid_title')} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('accept.invalid_text')}</Text>
              <Anchor component={Link} to={paths.login} size="sm" fw={600}>
                {t('accept.to_login')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError title={failure?.title ?? null} messages={failure?.messages} />
              <NewPasswordInputs
                form={form}
                schema={acceptInvitationBodySchema}
                field="password"
                description={t('accept.password_hint', { minimum: PASSWORD_MIN, maximum: PASSWORD_MAX })}
              />
              <Button type="submit" fullWidth size="md" loading={accept.isPending}>
                {t('accept.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgottenBodySchema, RESTORE_LINK_TTL_MINUTES } from '@cabinet/contracts/auth';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useSendRestoreLink } from '../api/send-restore-link.ts';

const FIELDS = ['email'] as const;

/** /login/forgotten: asks for the e-mail, then tells the user to check the mailbox. */
export function ForgottenPage() {
  const { t } = useTranslation('auth');
  const send = useSendRestoreLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => validateWithSchema(forgottenBodySchema, values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const body = forgottenBodySchema.parse({ ...values, language: currentLanguage() });
      await send.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <AuthCard>
      <Stack gap="lg">
        <PageTitle size="h2">{t('forgotten.title')}</PageTitle>
        {sentTo ? (
          <Alert color="teal" variant="light" title={t('forgotten.sent_title')} role="status">
            {t('forgotten.sent_text', { email: sentTo, minutes: RESTORE_LINK_TTL_MINUTES })}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="gray.7">
                {t('forgotten.text')}
              </Text>
              <FormError title={failure?.title ?? null} messages={failure?.messages} />
              <LimitedTextInput
                schema={forgottenBodySchema}
                field="email"
                label={t('fields.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <Button type="submit" fullWidth size="md" loading={send.isPending}>
                {t('forgotten.submit')}
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

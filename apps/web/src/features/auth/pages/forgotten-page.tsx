import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { forgottenBodySchema, RESTORE_LINK_TTL_MINUTES } from '@cabinet/contracts/auth';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { EmailInput } from '../../../shared/ui/email-input.tsx';
import { useSendRestoreLink } from '../api/send-restore-link.ts';
import { RecoveryCard } from '../components/recovery-card.tsx';

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
    <RecoveryCard
      title={t('forgotten.title')}
      notice={
        sentTo && (
          <Alert color="teal" variant="light" title={t('forgotten.sent_title')} role="status">
            {t('forgotten.sent_text', { email: sentTo, minutes: RESTORE_LINK_TTL_MINUTES })}
          </Alert>
        )
      }
      text={t('forgotten.text')}
      failure={failure}
      onSubmit={submit}
      pending={send.isPending}
      submitLabel={t('forgotten.submit')}
    >
      <EmailInput schema={forgottenBodySchema} field="email" {...form.getInputProps('email')} />
    </RecoveryCard>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { CodeInput } from '../components/code-input.tsx';
import { validateCode } from '../components/code-validation.ts';
import { RecoveryCodes } from '../components/recovery-codes.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SetupError } from '../components/setup-error.tsx';

const FIELDS = ['code'] as const;
const STATE_ERRORS = ['two_factor_not_pending', 'two_factor_already_enabled'];

/** /settings/2fa/add: step 2 of 2, the first code from the app turns two-factor on; then the recovery codes. */
export function TwoFactorAddPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const confirm = useConfirmTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => validateCode(value, t, { sixDigitsOnly: true }) },
  });
  const stateError =
    confirm.error instanceof ApiError && STATE_ERRORS.includes(confirm.error.code) ? confirm.error : null;

  const submit = form.onSubmit(async ({ code }, event) => {
    clear();
    try {
      setCodes((await confirm.mutateAsync(code.trim())).recovery_codes);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  if (codes) {
    return (
      <Stack gap="lg" maw={760}>
        <Stack gap={4}>
          <PageTitle>{t('add.done_title')}</PageTitle>
          <Text c="gray.7">{t('add.done_subtitle')}</Text>
        </Stack>
        <SectionCard id="two-factor-recovery" title={t('recovery.title')}>
          <Stack gap="lg">
            <RecoveryCodes codes={codes} email={user.email} />
            <Group justify="flex-end">
              <Button component={Link} to={paths.twoFactor}>
                {t('actions.done')}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Text size="sm" c="gray.7" fw={600}>
          {t('setup.step', { step: 2, total: 2 })}
        </Text>
        <PageTitle>{t('add.title')}</PageTitle>
        <Text c="gray.7">{t('add.subtitle')}</Text>
      </Stack>
      {stateError ? (
        <SetupError error={stateError} />
      ) : (
        <SectionCard id="two-factor-code" title={t('add.card_title')}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError title={failure?.title ?? null} messages={failure?.messages} />
              <CodeInput maw={320} autoFocus {...form.getInputProps('code')} />
              <Group justify="space-between">
                <Button variant="default" component={Link} to={paths.twoFactorInit}>
                  {t('add.back_to_qr')}
                </Button>
                <Button type="submit" loading={confirm.isPending}>
                  {t('add.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </SectionCard>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { CodeInput } from './code-input.tsx';
import { validateCode } from './code-validation.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

const FIELDS = ['code'] as const;

/** New recovery codes for an account whose old ones ran out or leaked; a current code proves it is the owner. */
export function RegenerateCodesForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => validateCode(value, t) } });

  const submit = form.onSubmit(async ({ code }, event) => {
    clear();
    try {
      setCodes((await regenerate.mutateAsync(code.trim())).recovery_codes);
      form.reset();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  if (codes) {
    return (
      <Stack gap="md">
        <RecoveryCodes codes={codes} email={email} />
        <Group>
          <Button onClick={() => setCodes(null)}>{t('actions.done')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('regenerate.text')}
        </Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <CodeInput allowRecovery maw={320} {...form.getInputProps('code')} />
        <Group>
          <Button type="submit" variant="light" loading={regenerate.isPending}>
            {t('regenerate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { twoFactorDisableBodySchema } from '@cabinet/contracts/auth';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { CodeInput } from './code-input.tsx';
import { validateCode } from './code-validation.ts';

const FIELDS = ['password', 'code'] as const;

export function DisableTwoFactorForm() {
  const { t } = useTranslation('account');
  const disable = useDisableTwoFactor();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? undefined : t('validation.required')),
      code: (value) => validateCode(value, t),
    },
  });

  const submit = form.onSubmit(async ({ password, code }, event) => {
    clear();
    try {
      await disable.mutateAsync({ password, code: code.trim() });
      notifySuccess(t('disable.success'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('disable.text')}
        </Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            maxLength={maxLengthOf(twoFactorDisableBodySchema, 'password')}
            required
            {...form.getInputProps('password')}
          />
          <CodeInput allowRecovery {...form.getInputProps('code')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('disable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

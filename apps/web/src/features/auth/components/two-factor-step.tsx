import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { loginSecondStepBodySchema } from '@cabinet/contracts/auth';
import { ApiError } from '../../../shared/api/api-error.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useLoginSecondStep } from '../api/login-second-step.ts';

const FIELDS = ['code'] as const;

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep(props: {
  challenge: string;
  onToken(token: string): void;
  onExpired(message: string): void;
  onBack(): void;
}) {
  const { t } = useTranslation('auth');
  const secondStep = useLoginSecondStep();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: { code: '' },
    validate: (values) => validateWithSchema(loginSecondStepBodySchema, { challenge: props.challenge, ...values }, t),
  });

  const submit = form.onSubmit(async ({ code }, event) => {
    clear();
    try {
      const { token } = await secondStep.mutateAsync({ challenge: props.challenge, code: code.trim() });
      props.onToken(token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'challenge_expired')
        return props.onExpired(t('errors.challenge_expired'));
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('two_factor_step.text')}
        </Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <TextInput
          label={t('fields.code')}
          description={t('two_factor_step.code_hint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={9}
          required
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth size="md" loading={secondStep.isPending}>
          {t('two_factor_step.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={props.onBack} ta="center">
          {t('two_factor_step.back')}
        </Anchor>
      </Stack>
    </form>
  );
}

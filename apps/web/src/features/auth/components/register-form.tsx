import { Button, Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { registerBodySchema, type RegisterBody } from '@cabinet/contracts/user';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import { EmailInput } from '../../../shared/ui/email-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LanguageSelect } from '../../../shared/ui/language-select.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { PersonNameInputs } from '../../../shared/ui/person-name-inputs.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { useRegister } from '../api/register.ts';
import {
  emptyRegisterValues,
  parseRegisterBody,
  REGISTER_FIELDS,
  validateRegister,
  type RegisterValues,
} from './register-values.ts';
import { TaxFields } from './tax-fields.tsx';
import { UserTypePicker } from './user-type-picker.tsx';

export function RegisterForm({ onRegistered }: { onRegistered(token: string, body: RegisterBody): void }) {
  const { t, i18n } = useTranslation('auth');
  const register = useRegister();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, REGISTER_FIELDS);
  const form = useForm<RegisterValues>({
    initialValues: emptyRegisterValues(),
    validate: (values) => validateRegister(values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const body = parseRegisterBody(values);
      const { token } = await register.mutateAsync(body);
      onRegistered(token, body);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <UserTypePicker
          value={form.getValues().user_type}
          onChange={(type) => {
            form.setFieldValue('user_type', type);
            form.clearFieldError('itn');
            form.clearFieldError('company_name');
            form.clearFieldError('psrn');
          }}
        />
        <TaxFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInputs form={form} schema={registerBodySchema} ownName />
          <EmailInput schema={registerBodySchema} field="email" {...form.getInputProps('email')} />
          <PhoneInput description={t('register.phone_hint')} {...form.getInputProps('phone')} />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            maxLength={maxLengthOf(registerBodySchema, 'password')}
            required
            {...form.getInputProps('password')}
          />
          <LanguageSelect
            description={t('register.language_hint')}
            {...form.getInputProps('language')}
            value={form.getValues().language ?? (isLanguage(i18n.language) ? i18n.language : null)}
            onChange={(language) => form.setFieldValue('language', language)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('register.accept_agreement')}
          required
          {...form.getInputProps('accept_agreement', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}

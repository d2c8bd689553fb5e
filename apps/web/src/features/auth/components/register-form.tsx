import { Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { registerBodySchema, type RegisterBody } from '@cabinet/contracts/user';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { isLanguage, LANGUAGES } from '../../../shared/i18n/languages.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
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

  const languageNames = { ua: t('language.ua'), ru: t('language.ru'), en: t('language.en') };

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
          <LimitedTextInput
            schema={registerBodySchema}
            field="first_name"
            label={t('fields.first_name')}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <LimitedTextInput
            schema={registerBodySchema}
            field="last_name"
            label={t('fields.last_name')}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
          <LimitedTextInput
            schema={registerBodySchema}
            field="email"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.phone')}
            description={t('register.phone_hint')}
            type="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            maxLength={maxLengthOf(registerBodySchema, 'password')}
            required
            {...form.getInputProps('password')}
          />
          <Select
            label={t('fields.language')}
            description={t('register.language_hint')}
            data={LANGUAGES.map((language) => ({ value: language, label: languageNames[language] }))}
            allowDeselect={false}
            required
            {...form.getInputProps('language')}
            value={form.getValues().language ?? (isLanguage(i18n.language) ? i18n.language : null)}
            onChange={(value) => {
              if (isLanguage(value)) form.setFieldValue('language', value);
            }}
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

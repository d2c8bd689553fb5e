import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema, type User } from '@cabinet/contracts/user';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { storage, storageKeys } from '../../../shared/lib/storage.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LanguageSelect } from '../../../shared/ui/language-select.tsx';
import { notifyInfo, notifySuccess } from '../../../shared/ui/notify.ts';
import { PersonNameInputs } from '../../../shared/ui/person-name-inputs.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  PROFILE_FIELDS,
  profilePatch,
  profileValuesOf,
  validateProfile,
  type ProfileValues,
} from './profile-values.ts';
import { ProfileTaxFields } from './profile-tax-fields.tsx';

/** The account's language is the cabinet's too: after saving it, the interface follows on this device. */
async function followLanguage(language: Language | undefined) {
  if (!language || language === i18n.language) return;
  storage.set(storageKeys.language, language);
  await i18n.changeLanguage(language);
}

/** Names, phone and language; for the owner also the account type and its tax fields. Sends only changes. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const isOwner = user.role === 'owner';
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, PROFILE_FIELDS);
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(user),
    validate: (values) => validateProfile(values, user, isOwner, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const patch = profilePatch(values, user, isOwner);
    if (Object.keys(patch).length === 0) {
      notifyInfo(t('profile.no_changes'));
      return;
    }
    try {
      const saved = await update.mutateAsync(patch);
      form.setValues(profileValuesOf(saved));
      form.resetDirty(profileValuesOf(saved));
      notifySuccess(t('profile.saved'));
      await followLanguage(patch.language);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInputs form={form} schema={updateProfileBodySchema} ownName />
          <PhoneInput description={t('profile.phone_hint')} {...form.getInputProps('phone')} />
          <LanguageSelect
            {...form.getInputProps('language')}
            onChange={(language) => form.setFieldValue('language', language)}
          />
        </SimpleGrid>
        <Divider label={t('profile.tax_section')} labelPosition="left" />
        {isOwner ? (
          <ProfileTaxFields form={form} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('profile.owner_only')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

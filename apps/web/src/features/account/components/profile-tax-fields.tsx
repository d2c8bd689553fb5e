import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { userTypes, type UserType } from '@cabinet/contracts/user';
import { taxFieldsShown, type ProfileValues } from './profile-values.ts';

/** The owner's account type and the tax fields that type needs (§3, §5). */
export function ProfileTaxFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation('account');
  const type = form.getValues().user_type;
  const shown = taxFieldsShown(type);
  const typeLabels: Record<UserType, string> = {
    individual: t('user_type.individual'),
    self_employed: t('user_type.self_employed'),
    entity: t('user_type.entity'),
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('fields.user_type')}
        data={userTypes.map((value) => ({ value, label: typeLabels[value] }))}
        allowDeselect={false}
        required
        {...form.getInputProps('user_type')}
        onChange={(value) => {
          if (!value) return;
          form.setFieldValue('user_type', value as UserType);
          for (const field of ['itn', 'company_name', 'psrn'] as const) form.clearFieldError(field);
        }}
      />
      {shown.itn && (
        <TextInput
          label={t('fields.itn')}
          description={t('profile.itn_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          {...form.getInputProps('itn')}
        />
      )}
      {shown.psrn && (
        <TextInput
          label={t('fields.psrn')}
          description={t('profile.psrn_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...form.getInputProps('psrn')}
        />
      )}
      {shown.company_name && (
        <TextInput
          label={type === 'self_employed' ? t('fields.fop_name') : t('fields.company_name')}
          description={type === 'self_employed' ? t('profile.fop_name_hint') : t('profile.optional')}
          autoComplete="organization"
          required={type === 'self_employed'}
          {...form.getInputProps('company_name')}
        />
      )}
    </SimpleGrid>
  );
}

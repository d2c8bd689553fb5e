import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema, userTypes, type UserType } from '@cabinet/contracts/user';
import { TaxFieldInputs } from '../../../shared/forms/tax-field-inputs.tsx';
import type { ProfileValues } from './profile-values.ts';

/** The owner's account type and the tax fields that type needs (§3, §5). */
export function ProfileTaxFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation('account');
  const typeLabels: Record<UserType, string> = {
    individual: t('user_type.individual'),
    self_employed: t('user_type.self_employed'),
    entity: t('user_type.entity'),
  };
  const picker = (
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
  );
  return <TaxFieldInputs form={form} schema={updateProfileBodySchema} before={picker} />;
}

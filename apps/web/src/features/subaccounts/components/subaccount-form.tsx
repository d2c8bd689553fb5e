import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createSubaccountBodySchema, updateSubaccountBodySchema } from '@cabinet/contracts/subaccounts';
import { EmailInput } from '../../../shared/ui/email-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LanguageSelect } from '../../../shared/ui/language-select.tsx';
import { PersonNameInputs } from '../../../shared/ui/person-name-inputs.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';
import { grantable } from './permission-values.ts';
import { useSubaccountForm, type SubaccountFlow } from './use-subaccount-form.ts';

export interface SubaccountFormProps extends SubaccountFlow {
  submitLabel: string;
  pending: boolean;
}

/** Invite (names, e-mail, letter language, rights) or edit (names, rights): one form, the contract's checks. */
export function SubaccountForm({ submitLabel, pending, ...flow }: SubaccountFormProps) {
  const { t } = useTranslation('subaccounts');
  const { form, submit, failure } = useSubaccountForm(flow);
  const { manager, member } = flow;
  // A member may grant only what they hold.
  const allowed = grantable(manager.permissions, manager.role === 'owner');
  const permissionsInput = form.getInputProps('permissions');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInputs
            form={form}
            schema={member ? updateSubaccountBodySchema : createSubaccountBodySchema}
            ownName={false}
          />
          {member ? (
            <TextInput label={t('fields.email')} value={member.email} readOnly disabled />
          ) : (
            <>
              <EmailInput
                schema={createSubaccountBodySchema}
                field="email"
                description={t('form.email_hint')}
                autoComplete="off"
                {...form.getInputProps('email')}
              />
              <LanguageSelect
                label={t('form.language')}
                description={t('form.language_hint')}
                {...form.getInputProps('language')}
                onChange={(language) => form.setFieldValue('language', language)}
              />
            </>
          )}
        </SimpleGrid>
        <PermissionMatrix
          value={form.getValues().permissions}
          onChange={(next) => form.setFieldValue('permissions', next)}
          allowed={allowed}
          error={typeof permissionsInput.error === 'string' ? permissionsInput.error : null}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@cabinet/contracts/permissions';
import {
  createSubaccountBodySchema,
  updateSubaccountBodySchema,
  type CreateSubaccountBody,
  type Subaccount,
  type UpdateSubaccountBody,
} from '@cabinet/contracts/subaccounts';
import type { User } from '@cabinet/contracts/user';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { isLanguage, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';
import { grantable, samePermissions } from './permission-values.ts';
import { reworded } from './subaccount-problem.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'language', 'permissions'] as const;

export interface SubaccountValues {
  first_name: string;
  last_name: string;
  email: string;
  language: Language;
  permissions: Permission[];
}

export type SubaccountSubmit =
  { mode: 'create'; body: CreateSubaccountBody } | { mode: 'update'; body: UpdateSubaccountBody };

/** Only what the edit changed; names are compared as the contract will send them (trimmed). */
function changes(values: SubaccountValues, member: Subaccount): UpdateSubaccountBody {
  const patch: UpdateSubaccountBody = {};
  if (values.first_name.trim() !== member.first_name) patch.first_name = values.first_name.trim();
  if (values.last_name.trim() !== member.last_name) patch.last_name = values.last_name.trim();
  if (!samePermissions(values.permissions, member.permissions)) patch.permissions = values.permissions;
  return patch;
}

export interface SubaccountFormProps {
  /** The signed-in manager: a member may grant only what they hold. */
  manager: User;
  /** The member being edited; absent when inviting. */
  member?: Subaccount;
  submitLabel: string;
  pending: boolean;
  /** Sends the request; a rejection is shown on the form. */
  onSubmit(request: SubaccountSubmit): Promise<unknown>;
  /** An edit that changed nothing. */
  onUnchanged?(): void;
}

/** Invite (names, e-mail, letter language, rights) or edit (names, rights): one form, the contract's checks. */
export function SubaccountForm({ manager, member, submitLabel, pending, onSubmit, onUnchanged }: SubaccountFormProps) {
  const { t } = useTranslation('subaccounts');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const editing = Boolean(member);
  const schema = editing ? updateSubaccountBodySchema : createSubaccountBodySchema;
  const form = useForm<SubaccountValues>({
    initialValues: {
      first_name: member?.first_name ?? '',
      last_name: member?.last_name ?? '',
      email: member?.email ?? '',
      language: isLanguage(manager.language) ? manager.language : 'ua',
      permissions: member?.permissions ?? [],
    },
    validate: ({ email, language, ...values }) =>
      editing
        ? validateWithSchema(updateSubaccountBodySchema, values, t)
        : validateWithSchema(createSubaccountBodySchema, { ...values, email, language }, t),
  });
  const allowed = grantable(manager.permissions, manager.role === 'owner');
  const languageNames: Record<Language, string> = {
    ua: t('language.ua'),
    ru: t('language.ru'),
    en: t('language.en'),
  };

  const submit = form.onSubmit(async (values, event) => {
    clear();
    let request: SubaccountSubmit;
    if (member) {
      const body = changes(values, member);
      if (Object.keys(body).length === 0) {
        onUnchanged?.();
        return;
      }
      request = { mode: 'update', body };
    } else {
      request = { mode: 'create', body: createSubaccountBodySchema.parse(values) };
    }
    try {
      await onSubmit(request);
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  const permissionsInput = form.getInputProps('permissions');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LimitedTextInput
            schema={schema}
            field="first_name"
            label={t('fields.first_name')}
            autoComplete="off"
            required
            {...form.getInputProps('first_name')}
          />
          <LimitedTextInput
            schema={schema}
            field="last_name"
            label={t('fields.last_name')}
            autoComplete="off"
            required
            {...form.getInputProps('last_name')}
          />
          {editing ? (
            <TextInput label={t('fields.email')} value={member?.email ?? ''} readOnly disabled />
          ) : (
            <>
              <LimitedTextInput
                schema={createSubaccountBodySchema}
                field="email"
                label={t('fields.email')}
                description={t('form.email_hint')}
                type="email"
                inputMode="email"
                autoComplete="off"
                required
                {...form.getInputProps('email')}
              />
              <Select
                label={t('form.language')}
                description={t('form.language_hint')}
                data={LANGUAGES.map((language) => ({ value: language, label: languageNames[language] }))}
                allowDeselect={false}
                required
                {...form.getInputProps('language')}
                onChange={(value) => {
                  if (isLanguage(value)) form.setFieldValue('language', value);
                }}
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

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
import { isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { samePermissions } from './permission-values.ts';
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

export interface SubaccountFlow {
  /** The signed-in manager: the letter's language starts as theirs. */
  manager: User;
  /** The member being edited; absent when inviting. */
  member?: Subaccount;
  /** Sends the request; a rejection is shown on the form. */
  onSubmit(request: SubaccountSubmit): Promise<unknown>;
  /** An edit that changed nothing. */
  onUnchanged?(): void;
}

/**
 * The invite or edit flow: the contract's checks (an edit checks only what it may change), then an invitation, the
 * changes of an edit, or nothing at all; the server's problem is shown in this feature's words.
 */
export function useSubaccountForm({ manager, member, onSubmit, onUnchanged }: SubaccountFlow) {
  const { t } = useTranslation('subaccounts');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const editing = Boolean(member);
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

  return { form, submit, failure };
}

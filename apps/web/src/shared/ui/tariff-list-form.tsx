import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useFormFailure } from '../forms/use-form-failure.ts';
import { FormError } from './form-error.tsx';
import { notifySuccess } from './notify.ts';

export interface TariffListFormTexts {
  /** Names the form for screen readers. */
  label: string;
  /** When the tariff last changed, or that it is still the default one. */
  status: string;
  /** How the rows are read, under them. */
  hint: string;
  add: string;
  save: string;
  saved: string;
}

export interface TariffListFormProps<Values> {
  form: UseFormReturnType<Values>;
  /** The feature's translations, for the failure summary and the server's messages. */
  t: TFunction;
  /** Every field the server may name, so that its messages land next to them. */
  fields: readonly string[];
  /** Saves the whole list; rejects with the API's failure for the form to show. */
  onSave: (values: Values) => Promise<unknown>;
  saving: boolean;
  texts: TariffListFormTexts;
  /** False once the list holds as many rows as the contract allows. */
  canAdd: boolean;
  onAdd: () => void;
  /** The rows being edited. */
  children: ReactNode;
}

/**
 * An operator's tariff edited as a list of rows and saved whole (delivery bands, warehouse groups): the failure
 * above, when it last changed, the rows, how to read them, and the buttons that add a row and save the list.
 */
export function TariffListForm<Values>({
  form,
  t,
  fields,
  onSave,
  saving,
  texts,
  canAdd,
  onAdd,
  children,
}: TariffListFormProps<Values>) {
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, fields);
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onSave(values);
      notifySuccess(texts.saved);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label={texts.label}>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Text size="sm" c="gray.7">
          {texts.status}
        </Text>
        {children}
        <Text size="sm" c="gray.7">
          {texts.hint}
        </Text>
        <Group>
          <Button variant="default" disabled={!canAdd} onClick={onAdd}>
            {texts.add}
          </Button>
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { withTimeout } from '../../../shared/lib/lazy-page.ts';

export interface CustomsCodePickerProps {
  /** The chosen 10-digit code; `null` (or '') when none. */
  value: string | null;
  /** A picked leaf's code, or `null` when cleared (§4). */
  onChange(code: string | null): void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Lets a form mark the field as touched (Mantine form's `getInputProps` passes it). */
  onBlur?(): void;
}

// The picker and its strings load only when a form shows it: it must stay out of the entry chunk.
const PickerField = lazy(async () => {
  const [module] = await withTimeout(
    Promise.all([import('./customs-code-picker-field.tsx'), i18n.loadNamespaces('customs-codes')]),
  );
  return { default: module.CustomsCodePickerField };
});

/**
 * §2/§4 customs code picker: a searchable select over the UKTVED tree with a ua/ru/en switch for the titles.
 * Only 10-digit leaves can be picked; chapters and headings open their children.
 */
export function CustomsCodePicker(props: CustomsCodePickerProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          description={props.description}
          required={props.required}
          value={props.value ?? ''}
          disabled
          readOnly
        />
      }
    >
      <PickerField {...props} />
    </Suspense>
  );
}

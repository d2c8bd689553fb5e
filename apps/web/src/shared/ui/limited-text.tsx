import type { ReactNode } from 'react';
import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../forms/schema-limits.ts';

interface LimitProps {
  /** The contract schema the form validates with; the field's limit is read from it. */
  schema: unknown;
  /** The field's path in that schema: "description", "lines.0.description". */
  field: string;
}

/** The hint and a "12 / 500" counter, announced to screen readers only at the limit. */
function useLimit(schema: unknown, field: string, value: unknown, hint: ReactNode) {
  const { t } = useTranslation();
  const maxLength = maxLengthOf(schema, field);
  if (maxLength === undefined) return { maxLength, description: hint };
  const length = typeof value === 'string' ? value.length : 0;
  const counter = (
    <span
      data-testid={`${field}-counter`}
      aria-live={length >= maxLength ? 'polite' : 'off'}
      style={{ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' }}
    >
      {t('ui.text_counter', { length, maximum: maxLength })}
    </span>
  );
  return {
    maxLength,
    description: (
      <span style={{ display: 'flex', gap: 8 }}>
        {hint && <span>{hint}</span>}
        {counter}
      </span>
    ),
  };
}

/**
 * A textarea whose limit is the contract's (issue 12): the browser stops typing at it, and a counter shows how much
 * is used. Use it for every free-text field with a long limit (descriptions, comments, reasons).
 */
export function LimitedTextarea({ schema, field, description, ...props }: TextareaProps & LimitProps) {
  const limit = useLimit(schema, field, props.value, description);
  return <Textarea {...props} maxLength={limit.maxLength} description={limit.description} />;
}

/** A one-line text input with the contract's limit as its maxLength (no counter: short limits are obvious). */
export function LimitedTextInput({ schema, field, ...props }: TextInputProps & LimitProps) {
  return <TextInput {...props} maxLength={maxLengthOf(schema, field)} />;
}

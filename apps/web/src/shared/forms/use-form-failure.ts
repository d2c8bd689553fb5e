import { useCallback, useState, type SyntheticEvent } from 'react';
import type { TFunction } from 'i18next';
import { formSummary } from './schema-validation.ts';
import { serverFormErrors } from './server-errors.ts';

export interface FormFailure {
  title: string;
  messages: string[];
}

interface ErrorSink {
  setErrors(errors: Record<string, string>): void;
}

/** Moves focus to the first field marked invalid, or else to the form's alert, once React has rendered them. */
function focusProblem(event: SyntheticEvent | undefined) {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  setTimeout(() => {
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[role="alert"]');
    if (target && !target.matches('input, select, textarea, button')) target.tabIndex = -1;
    target?.focus();
  });
}

/**
 * The alert above a form: the §5 summary when the form's own check fails, or the server's answer, whose
 * field messages go next to the fields. Either way focus goes to the problem, so that it is seen on a phone
 * and heard with a screen reader.
 */
export function useFormFailure(t: TFunction, fields: readonly string[]) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const clear = useCallback(() => setFailure(null), []);
  const onInvalid = useCallback(
    (errors: Record<string, unknown>, _values: unknown, event?: SyntheticEvent) => {
      setFailure({ title: formSummary(errors, t), messages: [] });
      focusProblem(event);
    },
    [t],
  );
  const onServerError = useCallback(
    (error: unknown, form: ErrorSink, event?: SyntheticEvent) => {
      const { fields: fieldErrors, title, messages } = serverFormErrors(error, fields, t);
      form.setErrors(fieldErrors);
      setFailure({ title, messages });
      focusProblem(event);
    },
    [fields, t],
  );
  return { failure, clear, onInvalid, onServerError };
}

import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';
import { DialogBody, type DialogAction } from './dialog-body.tsx';
import { DIALOG_WIDTH } from '../lib/constants.ts';
import { configureDialogs, dialogModalProps, dialogNavigate, whenDialogHostReady } from './dialog-config.ts';

export { configureDialogs, dialogModalProps };

export type { DialogAction, DialogSubOption } from './dialog-body.tsx';

export interface DialogOptions {
  title?: ReactNode;
  message?: ReactNode;
  errors?: readonly string[];
  /** Defaults to one 'OK' action whose value is true. */
  actions?: DialogAction[];
}

/** The rejection of a confirm dialog closed without a choice (Cancel, Escape, the close button). */
export class DialogCancelled extends Error {
  constructor() {
    super('Dialog cancelled');
    this.name = 'DialogCancelled';
  }
}

/** Props for <ModalsProvider modalProps={…}>: Escape closes, the §9 minimum width. */

let sequence = 0;

function open<T>(mode: 'alert' | 'confirm', options: DialogOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const modalId = `dialog-${++sequence}`;
    let settled = false;
    const choose = (value: unknown, to?: string) => {
      settled = true;
      resolve(value as T);
      modals.close(modalId);
      if (to) void dialogNavigate(to);
    };
    whenDialogHostReady(() =>
      modals.open({
        modalId,
        title: options.title,
        size: DIALOG_WIDTH[mode],
        closeOnEscape: true,
        closeButtonProps: { 'aria-label': i18n.t('ui.close') },
        styles: dialogModalProps.styles,
        onClose: () => {
          if (settled) return;
          settled = true;
          if (mode === 'confirm') reject(new DialogCancelled());
          else resolve(undefined as T);
        },
        children: (
          <DialogBody
            message={options.message}
            errors={options.errors}
            actions={options.actions ?? [{ label: i18n.t('ui.ok'), value: true }]}
            onCancel={mode === 'confirm' ? () => modals.close(modalId) : undefined}
            onChoose={choose}
          />
        ),
      }),
    );
  });
}

/** Resolves with the chosen action's value; rejects with DialogCancelled on Cancel or Escape (§4). */
export const confirm = <T = unknown,>(options: DialogOptions) => open<T>('confirm', options);

/** Always resolves: with the chosen action's value, or undefined when closed without a choice (§4). */
export const alert = <T = unknown,>(options: DialogOptions) => open<T | undefined>('alert', options);

/**
 * Asks first, for an action that cannot be undone: `{ chosen }` once an action ran (its value or its handler's
 * result), null when the person closed the dialog without a choice. What the caller does next — a notice, a
 * navigation — follows only a choice; a failure of the action itself is shown in the dialog.
 */
export async function ask<T = unknown>(options: DialogOptions): Promise<{ chosen: T } | null> {
  try {
    return { chosen: await confirm<T>(options) };
  } catch (error) {
    if (error instanceof DialogCancelled) return null;
    throw error;
  }
}

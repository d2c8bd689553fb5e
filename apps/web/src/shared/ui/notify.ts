import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** The toast types of §2. Position (top) and timeout (3500 ms, §9) are set once on <Notifications>. */
export type ToastType = 'success' | 'danger' | 'warning' | 'info' | 'default';

const COLORS: Record<ToastType, string | undefined> = {
  success: 'teal',
  danger: 'red',
  warning: 'yellow',
  info: 'blue',
  default: undefined,
};

export const notify = (type: ToastType, message: string, title?: string) =>
  notifications.show({
    color: COLORS[type],
    title,
    message,
    // The close button is an icon: it needs a name for screen readers (axe: button-name).
    closeButtonProps: { 'aria-label': i18n.t('ui.close') },
  });

export const notifySuccess = (message: string, title?: string) => notify('success', message, title);

export const notifyError = (message: string, title?: string) => notify('danger', message, title);

export const notifyWarning = (message: string, title?: string) => notify('warning', message, title);

export const notifyInfo = (message: string, title?: string) => notify('info', message, title);

export const notifyDefault = (message: string, title?: string) => notify('default', message, title);

import { notifications } from '@mantine/notifications';

/** Toasts of §2 (success, danger, warning, info); position and timeout are set once on <Notifications>. */
export const notifySuccess = (message: string, title?: string) => notifications.show({ color: 'teal', title, message });

export const notifyError = (message: string, title?: string) => notifications.show({ color: 'red', title, message });

export const notifyWarning = (message: string, title?: string) =>
  notifications.show({ color: 'yellow', title, message });

export const notifyInfo = (message: string, title?: string) => notifications.show({ color: 'blue', title, message });

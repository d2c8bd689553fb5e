import { useEffect, type ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { dialogHostMounted, dialogModalProps } from './dialog-config.ts';

/**
 * Where dialogs render. The app opens them only through the imperative `modals` API (shared/ui/dialogs.tsx), so the
 * host need not wrap the pages: it loads beside them, keeping Modal, its scroll area and focus trap out of the first
 * screen's JavaScript. Its effect runs after ModalsProvider's own (children first), i.e. once it listens.
 */
export default function DialogHost({ children }: { children?: ReactNode }) {
  useEffect(() => dialogHostMounted(), []);
  return <ModalsProvider modalProps={dialogModalProps}>{children}</ModalsProvider>;
}

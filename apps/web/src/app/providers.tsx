import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../shared/lib/constants.ts';
import { dialogModalProps } from '../shared/ui/dialog-config.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
          <ModalsProvider modalProps={dialogModalProps}>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** The card every sign-in page sits in; forms with many fields ask for the wide one. */
export function AuthCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <Paper w="100%" maw={wide ? 640 : 440} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" withBorder>
      {children}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** The sheet a legal page sits on: wide enough for its tables, narrow enough to read. */
export function LegalSheet({ children }: { children: ReactNode }) {
  return (
    <Paper w="100%" maw={880} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" withBorder>
      {children}
    </Paper>
  );
}

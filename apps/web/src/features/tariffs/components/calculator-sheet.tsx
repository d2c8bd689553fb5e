import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** The sheet the public calculator pages sit on (they share the sign-in pages' layout). */
export function CalculatorSheet({ children }: { children: ReactNode }) {
  return (
    <Paper w="100%" maw={960} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" withBorder>
      {children}
    </Paper>
  );
}

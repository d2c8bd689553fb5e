import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export type Fact = [label: string, value: ReactNode];

/** Labelled facts as a description list: a screen reader reads each value with its label. */
export function Facts({ facts, cols = 2 }: { facts: Fact[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: cols }} spacing="sm" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

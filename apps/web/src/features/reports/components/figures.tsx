import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  testId: string;
  color?: string;
}

/** Labelled figures in a grid (a description list, so that a screen reader pairs each label with its value). */
export function Figures({ figures, cols = 3 }: { figures: Figure[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: cols }} spacing="md" m={0}>
      {figures.map((f) => (
        <Stack key={f.testId} gap={2}>
          <Text component="dt" size="sm" c="gray.7">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg" c={f.color} data-testid={f.testId}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

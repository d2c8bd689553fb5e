import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; a value wraps rather than pushing the card wider. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {items.map((item) => (
        <Group key={item.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Text component="dt" size="sm" c="gray.7">
            {item.label}
          </Text>
          <Text component="dd" size="sm" fw={600} ta="right" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

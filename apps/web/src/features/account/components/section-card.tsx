import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

/** A titled card of a settings page; the title is an <h2> the card is labelled by. */
export function SectionCard({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

import { Button, Group } from '@mantine/core';

interface Action {
  label: string;
  /** Names the row too ("Edit RING-1"): a screen reader hears which row the button acts on. */
  ariaLabel: string;
  onClick(): void;
}

/** A list row's two actions: change it, or delete it (red, asks first — the caller's onClick confirms). */
export function RowActions({ edit, remove }: { edit: Action; remove: Action }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={edit.onClick} aria-label={edit.ariaLabel}>
        {edit.label}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={remove.onClick} aria-label={remove.ariaLabel}>
        {remove.label}
      </Button>
    </Group>
  );
}

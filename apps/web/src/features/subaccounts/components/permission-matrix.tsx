import { useId } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionDomains, type Permission } from '@cabinet/contracts/permissions';
import { grantAll, grantNone, permissionOf } from './permission-values.ts';
import { PermissionTable } from './permission-table.tsx';

export interface PermissionMatrixProps {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
  /** The boxes the manager may touch (see `grantable`); the others are shown disabled with a hint. */
  allowed: ReadonlySet<Permission>;
  error?: string | null;
}

/** One row per area of §6, with View and Change boxes, and shortcuts to tick or clear them all. */
export function PermissionMatrix({ value, onChange, allowed, error }: PermissionMatrixProps) {
  const { t } = useTranslation('subaccounts');
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limited = permissionDomains.some((d) => !allowed.has(permissionOf(d, 'write')));

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Text id={titleId} fw={600}>
          {t('matrix.title')}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => onChange(grantAll(value, allowed))}>
            {t('matrix.all')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange(grantNone(value, allowed))}>
            {t('matrix.none')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="gray.7">
        {t('matrix.text')}
      </Text>
      {limited && (
        <Text id={hintId} size="sm" c="yellow.9">
          {t('matrix.limited_hint')}
        </Text>
      )}
      <PermissionTable
        value={value}
        onChange={onChange}
        allowed={allowed}
        titleId={titleId}
        hintId={hintId}
        errorId={error ? errorId : null}
      />
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

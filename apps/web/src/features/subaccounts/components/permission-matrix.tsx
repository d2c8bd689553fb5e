import { useId } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionDomains, type Permission, type PermissionDomain } from '@cabinet/contracts/permissions';
import { domainNames, grantAll, grantNone, permissionOf, togglePermission, type Level } from './permission-values.ts';

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
  const names = domainNames(t);
  const granted = new Set(value);
  const limited = permissionDomains.some((d) => !allowed.has(permissionOf(d, 'write')));

  const box = (domain: PermissionDomain, level: Level) => {
    const permission = permissionOf(domain, level);
    const disabled = !allowed.has(permission);
    const area = names[domain];
    return (
      <Checkbox
        aria-label={level === 'read' ? t('matrix.view_of', { area }) : t('matrix.change_of', { area })}
        aria-describedby={[disabled ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        checked={granted.has(permission)}
        disabled={disabled}
        onChange={(event) => onChange(togglePermission(value, domain, level, event.currentTarget.checked))}
      />
    );
  };

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
      <Table.ScrollContainer minWidth={360}>
        <Table striped highlightOnHover verticalSpacing={6} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('matrix.area')}</Table.Th>
              <Table.Th scope="col" w={96} ta="center">
                {t('matrix.view')}
              </Table.Th>
              <Table.Th scope="col" w={96} ta="center">
                {t('matrix.change')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {permissionDomains.map((domain) => (
              <Table.Tr key={domain}>
                <Table.Th scope="row" fw={400}>
                  {names[domain]}
                </Table.Th>
                <Table.Td>
                  <Group justify="center">{box(domain, 'read')}</Group>
                </Table.Td>
                <Table.Td>
                  <Group justify="center">{box(domain, 'write')}</Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

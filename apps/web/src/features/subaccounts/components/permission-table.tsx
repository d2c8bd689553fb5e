import { Checkbox, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { permissionDomains, type Permission, type PermissionDomain } from '@cabinet/contracts/permissions';
import { domainNames, permissionOf, togglePermission, type Level } from './permission-values.ts';

export interface PermissionTableProps {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
  allowed: ReadonlySet<Permission>;
  /** The matrix's title, which names the table too. */
  titleId: string;
  /** Read out with a box the manager may not touch. */
  hintId: string;
  /** Read out with every box while the rights have an error; null when they have none. */
  errorId: string | null;
}

/** The matrix's rows: one per area of §6, with its View and Change boxes. */
export function PermissionTable({ value, onChange, allowed, titleId, hintId, errorId }: PermissionTableProps) {
  const { t } = useTranslation('subaccounts');
  const names = domainNames(t);
  const granted = new Set(value);

  const box = (domain: PermissionDomain, level: Level) => {
    const permission = permissionOf(domain, level);
    const disabled = !allowed.has(permission);
    const area = names[domain];
    return (
      <Checkbox
        aria-label={level === 'read' ? t('matrix.view_of', { area }) : t('matrix.change_of', { area })}
        aria-describedby={[disabled ? hintId : null, errorId].filter(Boolean).join(' ') || undefined}
        checked={granted.has(permission)}
        disabled={disabled}
        onChange={(event) => onChange(togglePermission(value, domain, level, event.currentTarget.checked))}
      />
    );
  };

  return (
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
  );
}

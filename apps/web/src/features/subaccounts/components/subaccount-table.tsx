import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { permissionSummary } from './permission-values.ts';
import { StatusBadge } from './status-badge.tsx';
import { SubaccountActions } from './subaccount-actions.tsx';

const fullName = (member: Subaccount) => `${member.first_name} ${member.last_name}`.trim() || member.email;

/** The employees: who, state, rights, last sign-in; actions only for a manager, and never on oneself. */
export function SubaccountTable({
  members,
  canManage,
  selfId,
}: {
  members: Subaccount[];
  canManage: boolean;
  selfId: number;
}) {
  const { t } = useTranslation('subaccounts');
  const columns: (DataColumn<Subaccount> | false)[] = [
    {
      id: 'name',
      header: t('list.name'),
      keyFact: true,
      rowHeader: true,
      cell: (member) => (
        <Text size="sm" fw={600} span>
          {fullName(member)}
        </Text>
      ),
    },
    { id: 'email', header: t('list.email'), keyFact: true, cell: (member) => member.email },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (member) => <StatusBadge status={member.status} /> },
    {
      id: 'access',
      header: t('list.access'),
      cell: (member) => (
        <Text size="sm" maw={280}>
          {permissionSummary(member.permissions, t)}
        </Text>
      ),
    },
    {
      id: 'last_login',
      header: t('list.last_login'),
      cell: (member) =>
        member.last_login_at ? (
          <Text size="sm" component="time" dateTime={member.last_login_at}>
            {formatDateTime(member.last_login_at)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.never')}
          </Text>
        ),
    },
    canManage && {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (member) =>
        member.id === selfId ? (
          <Text size="sm" c="dimmed">
            {t('list.you')}
          </Text>
        ) : (
          <SubaccountActions member={member} name={fullName(member)} />
        ),
    },
  ];
  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      minWidth={820}
      striped={false}
    />
  );
}

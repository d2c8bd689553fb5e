import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { formatDateTime } from '../../../shared/lib/format.ts';
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
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.name')}</Table.Th>
            <Table.Th scope="col">{t('list.email')}</Table.Th>
            <Table.Th scope="col">{t('list.status')}</Table.Th>
            <Table.Th scope="col">{t('list.access')}</Table.Th>
            <Table.Th scope="col">{t('list.last_login')}</Table.Th>
            {canManage && <Table.Th scope="col">{t('list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = fullName(member);
            return (
              <Table.Tr key={member.id}>
                <Table.Th scope="row" fw={600}>
                  {name}
                </Table.Th>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <StatusBadge status={member.status} />
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm">{permissionSummary(member.permissions, t)}</Text>
                </Table.Td>
                <Table.Td>
                  {member.last_login_at ? (
                    <Text size="sm" component="time" dateTime={member.last_login_at}>
                      {formatDateTime(member.last_login_at)}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('list.never')}
                    </Text>
                  )}
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    {member.id === selfId ? (
                      <Text size="sm" c="dimmed">
                        {t('list.you')}
                      </Text>
                    ) : (
                      <SubaccountActions member={member} name={name} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

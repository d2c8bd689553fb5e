import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorListItem } from '@cabinet/contracts/operators';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSetOperatorRoles } from '../api/operators.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const same = (a: readonly OpsRole[], b: readonly OpsRole[]) => a.length === b.length && a.every((r) => b.includes(r));

/** An operator's roles, ticked and saved in place. */
export function OperatorRolesRow({ operator }: { operator: OperatorListItem }) {
  const { t } = useTranslation('operators');
  const [roles, setRoles] = useState<OpsRole[]>(operator.ops_roles);
  const save = useSetOperatorRoles();
  const name = `${operator.first_name} ${operator.last_name}`.trim() || operator.email;

  const onSave = async () => {
    try {
      await save.mutateAsync({ id: operator.id, roles });
      notifySuccess(t('list.saved', { name }));
    } catch (error) {
      setRoles(operator.ops_roles);
      notifyError(errorMessage(error, t));
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <RoleCheckboxes label={t('list.roles_of', { name })} value={roles} onChange={setRoles} />
      <Button
        size="compact-sm"
        onClick={() => void onSave()}
        disabled={same(roles, operator.ops_roles)}
        loading={save.isPending}
      >
        {t('list.save')}
      </Button>
    </Group>
  );
}

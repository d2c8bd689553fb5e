import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsRoles, type OpsRole } from '@cabinet/contracts/permissions';

/** The four roles as checkboxes, each with what it opens. */
export function RoleCheckboxes({
  value,
  onChange,
  label,
}: {
  value: OpsRole[];
  onChange(roles: OpsRole[]): void;
  label: string;
}) {
  const { t } = useTranslation('operators');
  return (
    <Checkbox.Group label={label} value={value} onChange={(roles) => onChange(roles as OpsRole[])}>
      <Group gap="md" mt={6} wrap="wrap">
        {opsRoles.map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}`)} title={t(`roles.${role}_hint`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

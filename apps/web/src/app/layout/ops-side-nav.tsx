import { NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { holdsOpsRole } from '@cabinet/contracts/permissions';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { useCurrentOperator } from '../../shared/session/current-operator.ts';
import { opsMenu } from './ops-navigation.ts';

/** The operator's desks: those this build routes and the operator's roles open (the home page: every operator's). */
export function OpsSideNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const known = knownPaths();
  const roles = useCurrentOperator().ops_roles;
  const items = opsMenu.filter((item) => known.has(item.path) && holdsOpsRole(roles, item.opsRole));
  return (
    <Stack component="nav" aria-label={t('ops.menu.label')} gap={2} p="xs">
      {roles.length === 0 && (
        <Text size="sm" c="gray.7" p="xs">
          {t('ops.menu.no_role')}
        </Text>
      )}
      {items.map((item) => (
        <MantineNavLink
          key={item.path}
          component={NavLink}
          to={item.path}
          end
          label={t(item.labelKey)}
          active={pathname === item.path}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}

import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { opsMenu } from './ops-navigation.ts';

/** The operator's desks, those this build routes. */
export function OpsSideNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const known = knownPaths();
  const items = opsMenu.filter((item) => known.has(item.path));
  return (
    <Stack component="nav" aria-label={t('ops.menu.label')} gap={2} p="xs">
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

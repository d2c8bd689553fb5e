import { NavLink as MantineNavLink, ScrollArea, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { menu, visibleMenu } from './navigation.ts';

/** The §2 menus; a section with one item is a plain link, a longer one opens while one of its pages is shown. */
export function SideNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const sections = visibleMenu(menu, knownPaths(), user);
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} h="100%" type="auto">
      <Stack gap={2} p="xs">
        {sections.map((section) => {
          const only = section.items.length === 1 ? section.items[0] : undefined;
          if (only) {
            return (
              <MantineNavLink
                key={section.key}
                component={NavLink}
                to={only.path}
                label={t(section.labelKey)}
                active={pathname === only.path}
                onClick={onNavigate}
              />
            );
          }
          const open = section.items.some((item) => pathname.startsWith(item.path));
          return (
            <MantineNavLink key={section.key} label={t(section.labelKey)} defaultOpened={open} childrenOffset={12}>
              {section.items.map((item) => (
                <MantineNavLink
                  key={item.path}
                  component={NavLink}
                  to={item.path}
                  label={t(item.labelKey)}
                  active={pathname === item.path}
                  onClick={onNavigate}
                />
              ))}
            </MantineNavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

import { NavLink as MantineNavLink, ScrollArea, Stack, VisuallyHidden } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '../../shared/api/client-info.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { menu, visibleMenu, type ShownMenuItem } from './navigation.ts';

/** The §2 menus; a section with one item is a plain link, a longer one opens while one of its pages is shown. */
export function SideNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The old market's address is configured on the server and comes with the client info (no extra request).
  const sections = visibleMenu(menu, knownPaths(), user, { old_market: useClientInfo()?.old_market_url ?? null });
  const link = (item: ShownMenuItem, label: string, key?: string) =>
    item.external ? (
      <MantineNavLink
        key={key}
        component="a"
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        label={
          <>
            {label} <span aria-hidden="true">↗</span>
            <VisuallyHidden>{t('nav.opens_new_tab')}</VisuallyHidden>
          </>
        }
        onClick={onNavigate}
      />
    ) : (
      <MantineNavLink
        key={key}
        component={NavLink}
        to={item.path}
        label={label}
        active={pathname === item.path}
        onClick={onNavigate}
      />
    );
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} h="100%" type="auto">
      <Stack gap={2} p="xs">
        {sections.map((section) => {
          const only = section.items.length === 1 ? section.items[0] : undefined;
          if (only) return link(only, t(section.labelKey), section.key);
          const open = section.items.some((item) => !item.external && pathname.startsWith(item.path));
          return (
            <MantineNavLink key={section.key} label={t(section.labelKey)} defaultOpened={open} childrenOffset={12}>
              {section.items.map((item) => link(item, t(item.labelKey), item.path))}
            </MantineNavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

import {
  Anchor,
  AppShell,
  Badge,
  Burger,
  Container,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { useCurrentOperator } from '../../shared/session/current-operator.ts';
import { useToken } from '../../shared/session/token.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import classes from './cabinet-layout.module.css';
import { opsMenu } from './ops-navigation.ts';

/** The back office frame: the operator's desks on the left, the signed-in operator and the language on top. */
export function OpsLayout() {
  const token = useToken();
  if (!token) return <Navigate to={loginUrl(paths.ops)} replace />;
  return <OpsShell />;
}

function OpsShell() {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const { pathname } = useLocation();
  const [navOpen, nav] = useDisclosure(false);
  const known = knownPaths();
  const items = opsMenu.filter((item) => known.has(item.path));
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Anchor href="#main" className={classes.skipLink}>
          {t('nav.skip_to_content')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('shell.toggle_menu')}
            />
            <Anchor component={Link} to={paths.ops} underline="never" miw={0}>
              <Brand size="md" />
            </Anchor>
            <Badge color="grape" variant="light">
              {t('ops.badge')}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm" truncate maw={220}>
              {operator.email}
            </Text>
            <LanguageSwitcher />
            <Anchor component={Link} to={paths.logout} size="sm">
              {t('nav.logout')}
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Stack component="nav" aria-label={t('ops.menu.label')} gap={2} p="xs">
          {items.map((item) => (
            <MantineNavLink
              key={item.path}
              component={NavLink}
              to={item.path}
              end
              label={t(item.labelKey)}
              active={pathname === item.path}
              onClick={nav.close}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

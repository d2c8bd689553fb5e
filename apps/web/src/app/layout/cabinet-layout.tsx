import { Anchor, AppShell, Container, Group } from '@mantine/core';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOf, safeCameFrom } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { useToken } from '../../shared/session/token.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import classes from './cabinet-layout.module.css';
import { UserMenu } from './user-menu.tsx';

/** The signed-in frame. The token can vanish while a page is open (another tab signed out): back to /login. */
export function CabinetLayout() {
  const token = useToken();
  const location = useLocation();
  const navigation = useNavigation();
  if (!token && navigation.state === 'idle') {
    return <Navigate to={loginUrl(safeCameFrom(pathOf(`${location.pathname}${location.search}`)))} replace />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Anchor href="#main" className={classes.skipLink}>
          {t('nav.skip_to_content')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap" miw={0}>
            <Anchor component={Link} to={paths.dashboard} underline="never" miw={0}>
              <Brand size="md" />
            </Anchor>
            <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
              <NavLink to={paths.dashboard} className={classes.navLink}>
                {t('nav.dashboard')}
              </NavLink>
              <NavLink to={paths.twoFactor} className={classes.navLink}>
                {t('nav.two_factor')}
              </NavLink>
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

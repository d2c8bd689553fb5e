import { Anchor, AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { pathOf, safeCameFrom } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { useToken } from '../../shared/session/token.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { CabinetFooter } from './cabinet-footer.tsx';
import { HeaderBalance } from './header-balance.tsx';
import classes from './cabinet-layout.module.css';
import { SideNav } from './side-nav.tsx';
import { TestingBanner } from './testing-banner.tsx';
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
  const [navOpen, nav] = useDisclosure(false);
  const legalPath = knownPaths().has(paths.legalInfo) ? paths.legalInfo : null;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
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
            <Anchor component={Link} to={paths.dashboard} underline="never" miw={0}>
              <Brand size="md" />
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HeaderBalance />
            <NotificationBell />
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Container size="lg" py="md">
          <TestingBanner />
          <Outlet />
          <CabinetFooter legalPath={legalPath} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

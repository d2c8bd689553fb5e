import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { pathOf, safeCameFrom } from '../../shared/lib/came-from.ts';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { useToken } from '../../shared/session/token.ts';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { knownPaths } from '../../shared/lib/known-paths.ts';
import { CabinetFooter } from './cabinet-footer.tsx';
import { HeaderBalance } from './header-balance.tsx';
import { ShellFrame } from './shell-frame.tsx';
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
  const legalPath = knownPaths().has(paths.legalInfo) ? paths.legalInfo : null;
  return (
    <ShellFrame
      home={paths.dashboard}
      navbarWidth={264}
      actions={
        <>
          <HeaderBalance />
          <NotificationBell />
          <LanguageSwitcher />
          <UserMenu />
        </>
      }
      navigation={(close) => <SideNav onNavigate={close} />}
    >
      <TestingBanner />
      <Outlet />
      <CabinetFooter legalPath={legalPath} />
    </ShellFrame>
  );
}

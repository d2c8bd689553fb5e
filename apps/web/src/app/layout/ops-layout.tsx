import { Anchor, Badge, Text } from '@mantine/core';
import { Link, Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrl, paths } from '../../shared/lib/paths.ts';
import { useCurrentOperator } from '../../shared/session/current-operator.ts';
import { useToken } from '../../shared/session/token.ts';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { OpsSideNav } from './ops-side-nav.tsx';
import { ShellFrame } from './shell-frame.tsx';

/** The back office frame: the operator's desks on the left, the signed-in operator and the language on top. */
export function OpsLayout() {
  const token = useToken();
  if (!token) return <Navigate to={loginUrl(paths.ops)} replace />;
  return <OpsShell />;
}

function OpsShell() {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  return (
    <ShellFrame
      home={paths.ops}
      navbarWidth={240}
      badge={
        <Badge color="grape" variant="light">
          {t('ops.badge')}
        </Badge>
      }
      actions={
        <>
          <Text size="sm" visibleFrom="sm" truncate maw={220}>
            {operator.email}
          </Text>
          <LanguageSwitcher />
          <Anchor component={Link} to={paths.logout} size="sm">
            {t('nav.logout')}
          </Anchor>
        </>
      }
      navigation={(close) => <OpsSideNav onNavigate={close} />}
    >
      <Outlet />
    </ShellFrame>
  );
}

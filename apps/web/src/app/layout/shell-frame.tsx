import type { ReactNode } from 'react';
import { Anchor, AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../shared/ui/brand.tsx';
import classes from './cabinet-layout.module.css';

export interface ShellFrameProps {
  /** Where the brand leads: the frame's home page. */
  home: string;
  navbarWidth: number;
  /** Beside the brand (the back office's badge). */
  badge?: ReactNode;
  /** The header's right-hand side. */
  actions: ReactNode;
  /** The menu; `close` folds it away on a phone once a link is followed. */
  navigation(close: () => void): ReactNode;
  /** The page area's content. */
  children: ReactNode;
}

/**
 * The signed-in frame the cabinet and the back office share: a skip link, a header with the brand (and on a phone
 * the menu's burger), the menu on the left, and the page in a container.
 */
export function ShellFrame({ home, navbarWidth, badge, actions, navigation, children }: ShellFrameProps) {
  const { t } = useTranslation();
  const [navOpen, nav] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: navbarWidth, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
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
            <Anchor component={Link} to={home} underline="never" miw={0}>
              <Brand size="md" />
            </Anchor>
            {badge}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>{navigation(nav.close)}</AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Container size="lg" py="md">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

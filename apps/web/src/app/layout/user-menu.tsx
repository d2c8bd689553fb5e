import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/lib/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <VisuallyHidden>{t('nav.user_menu')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={34} aria-hidden="true">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
              {user.first_name} {user.last_name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.8" truncate>
            {user.first_name} {user.last_name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.dashboard}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.twoFactor}>
          {t('nav.two_factor')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} color="red">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

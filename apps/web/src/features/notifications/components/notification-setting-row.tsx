import { Group, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationKind, NotificationSetting } from '@cabinet/contracts/notifications';
import { kindName } from './notification-text.ts';

export type Flags = Pick<NotificationSetting, 'cabinet' | 'email'>;

/** One kind's row: in the cabinet, and by e-mail unless the kind is locked (its e-mail always goes). */
export function NotificationSettingRow({
  kind,
  locked,
  flags,
  onToggle,
}: {
  kind: NotificationKind;
  locked: boolean;
  flags: Flags;
  onToggle(flag: keyof Flags, value: boolean): void;
}) {
  const { t } = useTranslation('notifications');
  const name = kindName(t, kind);
  const hintId = `locked-${kind.replace('.', '-')}`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {name}
        {locked && (
          <Text id={hintId} size="xs" c="dimmed">
            {t('settings.locked')}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Group justify="center">
          <Switch
            aria-label={t('settings.cabinet_of', { kind: name })}
            checked={flags.cabinet}
            onChange={(event) => onToggle('cabinet', event.currentTarget.checked)}
          />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          <Switch
            aria-label={t('settings.email_of', { kind: name })}
            aria-describedby={locked ? hintId : undefined}
            checked={locked || flags.email}
            disabled={locked}
            onChange={(event) => onToggle('email', event.currentTarget.checked)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

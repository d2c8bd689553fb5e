import { Fragment, useState, type FormEvent } from 'react';
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationKind, NotificationSetting } from '@cabinet/contracts/notifications';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifyInfo, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveNotificationSettings } from '../api/save-notification-settings.ts';
import { kindName, kindsOf, notificationGroups } from './notification-text.ts';

type Flags = Pick<NotificationSetting, 'cabinet' | 'email'>;

/** The kinds whose flags differ from what was loaded, each with only the flags that changed. */
export function changedSettings(saved: readonly NotificationSetting[], edited: Record<string, Flags>) {
  return saved.flatMap(({ kind, cabinet, email, locked }) => {
    const next = edited[kind];
    if (!next) return [];
    const change: { kind: NotificationKind; cabinet?: boolean; email?: boolean } = { kind };
    if (next.cabinet !== cabinet) change.cabinet = next.cabinet;
    if (!locked && next.email !== email) change.email = next.email;
    return Object.keys(change).length > 1 ? [change] : [];
  });
}

const toEdited = (settings: readonly NotificationSetting[]) =>
  Object.fromEntries(settings.map(({ kind, cabinet, email }) => [kind, { cabinet, email }]));

/** The §2 settings table: per kind, in the cabinet and by e-mail; security e-mails cannot be turned off. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSetting[] }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationSettings();
  const [edited, setEdited] = useState<Record<string, Flags>>(() => toEdited(settings));
  const [failure, setFailure] = useState<string | null>(null);
  const byKind = new Map(settings.map((setting) => [setting.kind, setting]));
  const changes = changedSettings(settings, edited);

  const toggle = (kind: NotificationKind, flag: keyof Flags, value: boolean) =>
    setEdited((current) => ({ ...current, [kind]: { ...current[kind]!, [flag]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (changes.length === 0) return notifyInfo(t('settings.unchanged'));
    try {
      const saved = await save.mutateAsync({ settings: changes });
      setEdited(toEdited(saved.settings));
      notifySuccess(t('settings.saved'));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormError title={failure} />
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('settings.kind')}</Table.Th>
              <Table.Th scope="col" ta="center">
                {t('settings.cabinet')}
              </Table.Th>
              <Table.Th scope="col" ta="center">
                {t('settings.email')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notificationGroups.map((group) => {
              const kinds = kindsOf(group).filter((kind) => byKind.has(kind));
              if (kinds.length === 0) return null;
              return (
                <Fragment key={group}>
                  <Table.Tr bg="gray.0">
                    <Table.Th scope="colgroup" colSpan={3}>
                      {t(`groups.${group}`)}
                    </Table.Th>
                  </Table.Tr>
                  {kinds.map((kind) => {
                    const name = kindName(t, kind);
                    const locked = byKind.get(kind)!.locked;
                    const flags = edited[kind]!;
                    const hintId = `locked-${kind.replace('.', '-')}`;
                    return (
                      <Table.Tr key={kind}>
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
                              onChange={(event) => toggle(kind, 'cabinet', event.currentTarget.checked)}
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
                              onChange={(event) => toggle(kind, 'email', event.currentTarget.checked)}
                            />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
}

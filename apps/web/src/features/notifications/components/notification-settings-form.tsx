import { Fragment, useState, type FormEvent } from 'react';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationKind, NotificationSetting } from '@cabinet/contracts/notifications';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifyInfo, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveNotificationSettings } from '../api/save-notification-settings.ts';
import { NotificationSettingRow, type Flags } from './notification-setting-row.tsx';
import { kindsOf, notificationGroups } from './notification-text.ts';

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
                  {kinds.map((kind) => (
                    <NotificationSettingRow
                      key={kind}
                      kind={kind}
                      locked={byKind.get(kind)!.locked}
                      flags={edited[kind]!}
                      onToggle={(flag, value) => toggle(kind, flag, value)}
                    />
                  ))}
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

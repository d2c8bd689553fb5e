import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { subaccountEditUrl } from '../../../shared/lib/paths.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useDisableSubaccount } from '../api/disable-subaccount.ts';
import { useEnableSubaccount } from '../api/enable-subaccount.ts';
import { useRemoveSubaccount } from '../api/remove-subaccount.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { problemMessage, reworded } from './subaccount-problem.ts';

/** Edit, disable or enable, resend the invitation (invited only), remove (after a confirmation). */
export function SubaccountActions({ member, name }: { member: Subaccount; name: string }) {
  const { t } = useTranslation('subaccounts');
  const disable = useDisableSubaccount();
  const enable = useEnableSubaccount();
  const resend = useResendInvitation();
  const remove = useRemoveSubaccount();
  const busy = disable.isPending || enable.isPending || resend.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyError(problemMessage(error, t));
    }
  };

  const askRemove = async () => {
    const answer = await ask({
      title: t('remove.title'),
      message: t('remove.text', { name, email: member.email }),
      actions: [
        {
          label: t('remove.confirm'),
          color: 'red',
          // A failure stays in the dialog, worded like the rest of the feature.
          handler: () => remove.mutateAsync(member.id).catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (!answer) return;
    notifySuccess(t('remove.done', { email: member.email }));
  };

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('list.actions_of', { name })}>
      <Button component={Link} to={subaccountEditUrl(member.id)} size="compact-sm" variant="light">
        {t('list.edit')}
      </Button>
      {member.status === 'disabled' ? (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          loading={enable.isPending}
          disabled={busy}
          onClick={() => void run(() => enable.mutateAsync(member.id), t('list.enabled_done', { email: member.email }))}
        >
          {t('list.enable')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="yellow"
          loading={disable.isPending}
          disabled={busy}
          onClick={() =>
            void run(() => disable.mutateAsync(member.id), t('list.disabled_done', { email: member.email }))
          }
        >
          {t('list.disable')}
        </Button>
      )}
      {member.status === 'invited' && (
        <Button
          size="compact-sm"
          variant="light"
          loading={resend.isPending}
          disabled={busy}
          onClick={() => void run(() => resend.mutateAsync(member.id), t('list.resent_done', { email: member.email }))}
        >
          {t('list.resend')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="red" disabled={busy} onClick={() => void askRemove()}>
        {t('list.remove')}
      </Button>
    </Group>
  );
}

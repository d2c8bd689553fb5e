import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { useCan } from '../../../shared/session/permissions.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeactivatePaymentLink } from '../api/deactivate-payment-link.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

/** A payable link can be copied and opened; a live one that is neither paid nor declined can be switched off. */
export function PaymentLinkActions({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('payment-links');
  const deactivate = useDeactivatePaymentLink();
  const canWrite = useCan('money.write');

  const switchOff = async () => {
    const answer = await ask({
      title: t('list.deactivate_title'),
      message: t('list.deactivate_text', { description: link.description }),
      actions: [
        {
          label: t('list.deactivate'),
          color: 'red',
          value: true,
          handler: () => deactivate.mutateAsync(link.id),
        },
      ],
    });
    if (!answer) return;
    notifySuccess(t('list.deactivated'));
  };

  return (
    <Group gap="xs">
      {link.payable && <CopyLinkButton url={link.url} />}
      {link.payable && (
        <Anchor href={link.url} target="_blank" rel="noopener" size="sm">
          {t('list.open')}
        </Anchor>
      )}
      {canWrite && link.active && link.status !== 'paid' && link.status !== 'declined' && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => void switchOff()}>
          {t('list.deactivate')}
        </Button>
      )}
    </Group>
  );
}

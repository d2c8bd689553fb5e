import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import { freezeBodySchema, MIN_REASON_LENGTH, type OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import type { useChangeShipment } from '../api/change-shipment.ts';

type Change = ReturnType<typeof useChangeShipment>;

/**
 * Freezing stops a shipment where it is: the operator types why (the seller reads it on the shipment and in the
 * notification), then confirms. Unfreezing takes it back to where it was frozen, also asked first.
 */
export function FreezePanel({ detail, change }: { detail: OpsShipmentDetail; change: Change }) {
  if (detail.unfreeze_to) {
    return <UnfreezeButton number={detail.shipment.number} to={detail.unfreeze_to} change={change} />;
  }
  return <FreezeWithReason number={detail.shipment.number} change={change} />;
}

function FreezeWithReason({ number, change }: { number: string; change: Change }) {
  const { t } = useTranslation('shipments');
  const [freezing, setFreezing] = useState(false);
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= MIN_REASON_LENGTH;

  const freeze = async () => {
    const answer = await ask({
      title: t('ops.move.freeze_title', { number }),
      message: t('ops.move.freeze_text', { reason: reason.trim() }),
      actions: [
        {
          label: t('ops.move.freeze'),
          color: 'red',
          handler: () => change.mutateAsync({ action: 'freeze', note: reason }),
        },
      ],
    });
    if (!answer) return;
    setReason('');
    setFreezing(false);
    notifySuccess(t('ops.move.frozen_done'));
  };

  return (
    <Stack gap="xs">
      <Group>
        <Button variant="outline" color="red" onClick={() => setFreezing((open) => !open)} aria-expanded={freezing}>
          {t('ops.move.freeze')}
        </Button>
      </Group>
      {freezing && (
        <Stack gap="xs">
          <LimitedTextarea
            schema={freezeBodySchema}
            field="note"
            label={t('ops.move.freeze_reason')}
            description={t('ops.move.freeze_reason_hint')}
            autosize
            minRows={2}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group>
            <Button color="red" disabled={!ready} onClick={() => void freeze()}>
              {t('ops.move.freeze_submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** Back to the status it was frozen in, asked first. */
function UnfreezeButton({ number, to, change }: { number: string; to: ShipmentStatus; change: Change }) {
  const { t } = useTranslation('shipments');
  const status = t(`statuses.${to}`);
  const unfreeze = async () => {
    const answer = await ask({
      title: t('ops.move.unfreeze_title', { number }),
      message: t('ops.move.unfreeze_text', { status }),
      actions: [
        {
          label: t('ops.move.unfreeze', { status }),
          handler: () => change.mutateAsync({ action: 'unfreeze', note: '' }),
        },
      ],
    });
    if (answer) notifySuccess(t('ops.move.done', { status }));
  };
  return (
    <Group>
      <Button variant="outline" onClick={() => void unfreeze()}>
        {t('ops.move.unfreeze', { status })}
      </Button>
    </Group>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import { transitionBodySchema, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeShipment } from '../api/change-shipment.ts';
import { FreezePanel } from './freeze-panel.tsx';
import { moveConsequences } from './move-consequences.ts';

/**
 * The moves the state machine allows now, one button each, with a note for the timeline. Each asks first, saying
 * in words what the move does (issue 23); freezing (with its reason) and unfreezing are apart from the others.
 */
export function MovePanel({ detail }: { detail: OpsShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const [note, setNote] = useState('');
  const change = useChangeShipment(detail.shipment.id);
  const { shipment } = detail;
  const name = (s: ShipmentStatus) => t(`statuses.${s}`);
  const moves = detail.next.filter((s) => s !== 'frozen');
  const canFreeze = detail.next.includes('frozen');

  const move = async (to: ShipmentStatus) => {
    const answer = await ask({
      title: t('ops.move.confirm_title', { number: shipment.number, status: name(to) }),
      message: (
        <Stack gap="xs">
          {moveConsequences(t, shipment, to).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      ),
      actions: [
        {
          label: t('ops.move.confirm', { status: name(to) }),
          handler: () => change.mutateAsync({ action: 'transition', to, note }),
        },
      ],
    });
    if (!answer) return;
    setNote('');
    notifySuccess(t('ops.move.done', { status: name(to) }));
  };

  if (!moves.length && !canFreeze && !detail.unfreeze_to) {
    return <Text size="sm">{t('ops.move.none')}</Text>;
  }
  return (
    <Stack gap="sm">
      {moves.length > 0 && (
        <>
          <LimitedTextInput
            schema={transitionBodySchema}
            field="note"
            label={t('ops.move.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group gap="xs">
            {moves.map((to) => (
              <Button
                key={to}
                variant="default"
                loading={change.isPending && change.variables?.action === 'transition' && change.variables.to === to}
                onClick={() => void move(to)}
              >
                {t('ops.move.to', { status: name(to) })}
              </Button>
            ))}
          </Group>
        </>
      )}
      {(canFreeze || detail.unfreeze_to) && <FreezePanel detail={detail} change={change} />}
    </Stack>
  );
}

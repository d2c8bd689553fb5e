import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import { transitionBodySchema, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeShipment, type ShipmentChange } from '../api/change-shipment.ts';

/**
 * The moves the state machine allows now, one button each, with a note for the timeline; freezing and
 * unfreezing (back to the status it was frozen in) apart from the others.
 */
export function MovePanel({ detail }: { detail: OpsShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const [note, setNote] = useState('');
  const change = useChangeShipment(detail.shipment.id);
  const name = (s: ShipmentStatus) => t(`statuses.${s}`, { ns: 'shipments' });
  const moves = detail.next.filter((s) => s !== 'frozen');
  const canFreeze = detail.next.includes('frozen');

  const run = async (request: ShipmentChange) => {
    try {
      const { shipment } = await change.mutateAsync(request);
      setNote('');
      notifySuccess(t('ops.move.done', { status: name(shipment.status) }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  if (!moves.length && !canFreeze && !detail.unfreeze_to) {
    return <Text size="sm">{t('ops.move.none')}</Text>;
  }
  return (
    <Stack gap="sm">
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
            onClick={() => run({ action: 'transition', to, note })}
          >
            {t('ops.move.to', { status: name(to) })}
          </Button>
        ))}
        {canFreeze && (
          <Button variant="outline" color="red" onClick={() => run({ action: 'freeze', note })}>
            {t('ops.move.freeze')}
          </Button>
        )}
        {detail.unfreeze_to && (
          <Button variant="outline" onClick={() => run({ action: 'unfreeze', note })}>
            {t('ops.move.unfreeze', { status: name(detail.unfreeze_to) })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

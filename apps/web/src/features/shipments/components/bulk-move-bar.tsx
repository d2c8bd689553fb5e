import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatuses, transitionBodySchema, type ShipmentStatus } from '@cabinet/contracts/shipments';
import type { BulkMoveResult } from '@cabinet/contracts/shipments-ops';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useBulkMove } from '../api/bulk-move.ts';

/**
 * Where a bulk move may take parcels: never into a warehouse (each enters by a receipt with its own measurements),
 * nor frozen (a reason of its own each), nor back to the start.
 */
const notInBulk: readonly ShipmentStatus[] = ['customer_created', 'in_ua_warehouse', 'in_transit_warehouse', 'frozen'];
const targets = shipmentStatuses.filter((s) => !notInBulk.includes(s));

interface Props {
  ids: readonly number[];
  /** Each shipment's outcome, in the order sent. */
  onResults: (results: BulkMoveResult[]) => void;
}

/**
 * The desk's bulk move: the ticked parcels to one status, after a confirmation that says each is checked on its own;
 * the server moves each in its own transaction and reports each, so the refusals are shown one by one.
 */
export function BulkMoveBar({ ids, onResults }: Props) {
  const { t } = useTranslation('shipments');
  const move = useBulkMove();
  const [to, setTo] = useState<ShipmentStatus | null>(null);
  const [note, setNote] = useState('');

  const submit = async () => {
    if (!to) return;
    const answer = await ask<BulkMoveResult[]>({
      title: t('ops.bulk.confirm_title'),
      message: t('ops.bulk.confirm_text', { count: ids.length, status: t(`statuses.${to}`) }),
      actions: [
        {
          label: t('ops.bulk.confirm'),
          handler: async () => (await move.mutateAsync({ ids: [...ids], to, note })).results,
        },
      ],
    });
    if (!answer) return;
    setNote('');
    onResults(answer.chosen);
  };

  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Text size="sm" fw={600}>
        {t('ops.bulk.selected', { count: ids.length })}
      </Text>
      <Select
        label={t('ops.bulk.to')}
        data={targets.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        value={to}
        onChange={(value) => setTo(value as ShipmentStatus | null)}
        searchable
        w={240}
      />
      <LimitedTextInput
        schema={transitionBodySchema}
        field="note"
        label={t('ops.bulk.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        w={240}
      />
      <Button onClick={() => void submit()} disabled={!to || ids.length === 0} loading={move.isPending}>
        {t('ops.bulk.submit')}
      </Button>
    </Group>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { inboundQuerySchema, inboundReceiveBodySchema } from '@cabinet/contracts/warehouse-stock';
import type { InboundShipment } from '@cabinet/contracts/warehouse-stock';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useInbound, useReceive } from '../api/ops-warehouse.ts';
import { InboundLinesTable } from './inbound-lines-table.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

/**
 * Find a shipment bound for the US warehouse by any number on its parcel (ours, the carrier's track, the TTN — typed,
 * or scanned: a scanner types the number and Enter) and receive what was counted, once.
 */
export function InboundCard() {
  const { t } = useTranslation('warehouse-stock');
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState('');
  const inbound = useInbound(number);
  return (
    <Card withBorder component="section" aria-label={t('ops.inbound.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('ops.inbound.title')}
        </Title>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setNumber(typed.trim());
          }}
        >
          <Group align="end" gap="sm">
            <LimitedTextInput
              schema={inboundQuerySchema}
              field="number"
              label={t('ops.inbound.number')}
              placeholder="SC00000042"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" loading={inbound.isFetching}>
              {t('ops.inbound.find')}
            </Button>
          </Group>
        </form>
        {inbound.isError && <FormError title={errorMessage(inbound.error, t)} />}
        {inbound.data && <ReceiveForm key={inbound.data.id} shipment={inbound.data} />}
      </Stack>
    </Card>
  );
}

/** Asks before a count short of what was declared (the seller is told these counts); true when none is short. */
async function shortageConfirmed(t: TFunction, shipment: InboundShipment, counted: Record<string, number>) {
  const short = shipment.lines.filter((l) => (counted[l.sku] ?? 0) < l.expected);
  if (short.length === 0) return true;
  const answer = await ask({
    title: t('ops.inbound.short_title', { number: shipment.number }),
    message: (
      <Stack gap={4}>
        {short.map((l) => (
          <Text key={l.sku}>
            {t('ops.inbound.short_line', {
              sku: l.sku,
              expected: l.expected,
              received: counted[l.sku] ?? 0,
              missing: l.expected - (counted[l.sku] ?? 0),
            })}
          </Text>
        ))}
        <Text>{t('ops.inbound.short_text')}</Text>
      </Stack>
    ),
    actions: [{ label: t('ops.inbound.receive'), value: true }],
  });
  return answer !== null;
}

function ReceiveForm({ shipment }: { shipment: InboundShipment }) {
  // Status names are the seller's own words (the shipments namespace, loaded with the page).
  const { t } = useTranslation(['warehouse-stock', 'shipments']);
  const receive = useReceive();
  // Counted, not assumed: every field starts empty (the expected count is shown beside it), as the receipt's
  // measurements do (issue 23); Receive waits until each line has its count.
  const [counted, setCounted] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = shipment.received_at !== null;
  const canReceive = shipment.receivable && shipment.lines.length > 0;
  const allCounted = shipment.lines.every((l) => counted[l.sku] !== undefined);
  const status = t(`statuses.${shipment.status}`, { ns: 'shipments' });

  const submit = async () => {
    setProblem(null);
    // Fewer than declared: the seller is told the counts, so the clerk confirms them first (issue 23).
    if (!(await shortageConfirmed(t, shipment, counted))) return;
    try {
      await receive.mutateAsync({
        id: shipment.id,
        body: { items: Object.entries(counted).map(([sku, quantity]) => ({ sku, quantity })), note },
      });
      notifySuccess(t('ops.inbound.received', { number: shipment.number }));
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('ops.inbound.summary', {
          number: shipment.number,
          seller: shipment.owner.name || shipment.owner.email,
          email: shipment.owner.email,
          status,
        })}
      </Text>
      {done && <Alert color="green">{t('ops.inbound.already', { at: formatDateTime(shipment.received_at) })}</Alert>}
      {!done && !shipment.receivable && <Alert color="yellow">{t('ops.inbound.not_here', { status })}</Alert>}
      {shipment.unknown_skus.length > 0 && (
        <Alert color="yellow">{t('ops.inbound.unknown', { skus: shipment.unknown_skus.join(', ') })}</Alert>
      )}
      <FormError title={problem} />
      {shipment.lines.length === 0 ? (
        <Text size="sm">{t('ops.inbound.no_lines')}</Text>
      ) : (
        <InboundLinesTable
          lines={shipment.lines}
          counted={counted}
          disabled={!canReceive}
          onCount={(sku, quantity) =>
            setCounted(({ [sku]: _previous, ...rest }) => (quantity === null ? rest : { ...rest, [sku]: quantity }))
          }
        />
      )}
      {canReceive && (
        <>
          <LimitedTextarea
            schema={inboundReceiveBodySchema}
            field="note"
            label={t('ops.inbound.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={receive.isPending} disabled={!allCounted}>
              {t('ops.inbound.receive')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Return } from '@cabinet/contracts/returns';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';
import { ReturnItems } from './return-items.tsx';
import { ReturnStatusBadge } from './return-status-badge.tsx';

/** The seller's returns: the parcel, when it came, its items, storage, status, and the decision (or Decide). */
export function useReturnColumns(onDecide: (ret: Return) => void): DataColumn<Return>[] {
  const { t } = useTranslation('returns');
  const canWrite = useCan('shipments.write');
  return [
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      cell: (ret) => <ParcelCell ret={ret} />,
    },
    { id: 'arrived', header: t('list.arrived'), cell: (ret) => formatDate(ret.arrived_at) },
    { id: 'items', header: t('list.items'), cell: (ret) => <ReturnItems items={ret.items} /> },
    {
      id: 'storage',
      header: t('list.storage'),
      keyFact: true,
      cell: (ret) => <StorageCell ret={ret} />,
    },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (ret) => <ReturnStatusBadge status={ret.status} /> },
    {
      id: 'decision',
      header: t('list.decision'),
      keyFact: true,
      cell: (ret) =>
        ret.decision ? (
          <DecisionCell ret={ret} />
        ) : (
          canWrite && (
            <Button
              size="compact-sm"
              onClick={() => onDecide(ret)}
              aria-label={t('list.decide_label', { number: ret.number })}
            >
              {t('list.decide')}
            </Button>
          )
        ),
    },
  ];
}

function ParcelCell({ ret }: { ret: Return }) {
  const { t } = useTranslation('returns');
  return (
    <>
      <Text size="sm" fw={600}>
        {ret.number}
      </Text>
      <Text size="xs" c="gray.7">
        {t('list.tracking', { carrier: ret.carrier, tracking: ret.tracking_number })}
      </Text>
      {ret.shipment_number && (
        <Text size="xs" c="gray.7">
          {t('list.from_shipment', { number: ret.shipment_number })}
        </Text>
      )}
      {ret.note && <Text size="xs">{ret.note}</Text>}
    </>
  );
}

/** Paid until when; overdue days and their cost; what storage has been charged so far. */
function StorageCell({ ret }: { ret: Return }) {
  const { t } = useTranslation('returns');
  return (
    <Stack gap={4}>
      <Text size="sm">{formatDate(ret.storage_paid_until)}</Text>
      {ret.overdue && (
        <Badge color="red" variant="light">
          {t('list.overdue', { count: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
        </Badge>
      )}
      {Number(ret.storage_charged.amount) > 0 && (
        <Text size="xs" c="gray.7">
          {t('list.charged', { amount: formatMoney(ret.storage_charged) })}
        </Text>
      )}
    </Stack>
  );
}

/** The decision, and who gets what when the items are distributed. */
function DecisionCell({ ret }: { ret: Return }) {
  const { t } = useTranslation('returns');
  return (
    <Stack gap={2}>
      <Text size="sm">{t(`decision.${ret.decision}`)}</Text>
      {ret.distribution.map((d) => (
        <Text key={d.recipient_id} size="xs" c="gray.7">
          {t('decision.distributed', {
            recipient: d.recipient_name,
            to: d.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
          })}
        </Text>
      ))}
    </Stack>
  );
}

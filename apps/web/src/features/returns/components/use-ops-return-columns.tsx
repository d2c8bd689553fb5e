import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatusColors } from '@cabinet/contracts/returns';
import type { OpsReturn } from '@cabinet/contracts/returns-ops';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { ProcessReturn } from './process-return.tsx';

/** The desk's columns: the parcel, whose it is, when it came, what is in it, its status and the seller's decision. */
export function useOpsReturnColumns(): DataColumn<OpsReturn>[] {
  const { t } = useTranslation('returns');
  return [
    { id: 'number', header: t('ops.returns.number'), keyFact: true, cell: (ret) => <ParcelCell ret={ret} /> },
    {
      id: 'owner',
      header: t('ops.returns.owner'),
      keyFact: true,
      cell: (ret) =>
        ret.seller ? (
          <SellerLink seller={ret.seller} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('ops.returns.no_owner', { count: ret.pending_claims })}
          </Text>
        ),
    },
    { id: 'arrived', header: t('ops.returns.arrived'), cell: (ret) => formatDate(ret.arrived_at) },
    {
      id: 'items',
      header: t('ops.returns.items'),
      cell: (ret) => (
        <List size="sm" listStyleType="none">
          {ret.items.map((item) => (
            <List.Item key={item.id}>
              {item.name} × {item.quantity}
            </List.Item>
          ))}
        </List>
      ),
    },
    { id: 'status', header: t('ops.returns.status'), keyFact: true, cell: (ret) => <StatusCell ret={ret} /> },
    {
      id: 'decision',
      header: t('ops.returns.decision'),
      keyFact: true,
      cell: (ret) => ret.decision && <DecisionCell ret={ret} />,
    },
  ];
}

function ParcelCell({ ret }: { ret: OpsReturn }) {
  const { t } = useTranslation('returns');
  return (
    <>
      <Text size="sm" fw={600}>
        {ret.number}
      </Text>
      <Text size="xs" c="gray.7">
        {ret.carrier} {ret.tracking_number}
      </Text>
      {ret.sender_name && (
        <Text size="xs" c="gray.7">
          {t('ops.returns.sender', { name: ret.sender_name })}
        </Text>
      )}
    </>
  );
}

/** The status, and storage overdue with what it costs so far. */
function StatusCell({ ret }: { ret: OpsReturn }) {
  const { t } = useTranslation('returns');
  return (
    <Stack gap={4}>
      <Badge color={returnStatusColors[ret.status]} variant="light">
        {t(`ops.status.${ret.status}`)}
      </Badge>
      {ret.overdue && (
        <Text size="xs" c="red.8">
          {t('ops.returns.overdue', { count: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
        </Text>
      )}
    </Stack>
  );
}

/** What the seller decided and to whom each item goes; a decided return is marked processed once done. */
function DecisionCell({ ret }: { ret: OpsReturn }) {
  const { t } = useTranslation('returns');
  return (
    <Stack gap={4}>
      <Text size="sm">{t(`ops.decision.${ret.decision}`)}</Text>
      {ret.distribution.map((d) => (
        <Text key={d.recipient_id} size="xs" c="gray.7">
          {d.recipient_name}, {d.recipient_city}, {d.recipient_country}:{' '}
          {d.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}
        </Text>
      ))}
      {ret.decision_comment && <Text size="xs">{ret.decision_comment}</Text>}
      <ProcessReturn ret={ret} />
    </Stack>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { trackStates } from '@cabinet/contracts/order-tracks';
import type { crmStatuses, orderPaymentStatuses, orderStatuses } from '@cabinet/contracts/orders';

type Of<T extends readonly string[]> = T[number];

const STATUS: Record<Of<typeof orderStatuses>, string> = {
  open: 'blue',
  shipped: 'indigo',
  completed: 'teal',
  cancelled: 'gray',
};
const PAYMENT: Record<Of<typeof orderPaymentStatuses>, string> = {
  unpaid: 'yellow',
  paid: 'teal',
  refunded: 'gray',
  partially_refunded: 'orange',
};
const CRM: Record<Of<typeof crmStatuses>, string> = {
  new: 'blue',
  in_work: 'violet',
  packed: 'indigo',
  shipped: 'cyan',
  done: 'teal',
  problem: 'red',
};
const TRACK: Record<Of<typeof trackStates>, string> = {
  none: 'gray',
  pending: 'yellow',
  sent: 'teal',
  refused: 'red',
  failed: 'red',
};

/**
 * One of the order's statuses as a badge; where it stands (a column, a labelled fact) says which status it is, or,
 * `labelled`, the badge says it itself ("Track: sent").
 */
function StatusBadge({
  group,
  value,
  color,
  labelled,
}: {
  group: string;
  value: string;
  color: string;
  labelled?: boolean;
}) {
  const { t } = useTranslation('orders');
  const text = t(`${group}.${value}`);
  return (
    <Badge color={color} variant="light">
      {labelled ? `${t(`${group}.label`)}: ${text}` : text}
    </Badge>
  );
}

export const OrderStatusBadge = ({ status }: { status: Of<typeof orderStatuses> }) => (
  <StatusBadge group="status" value={status} color={STATUS[status]} />
);
export const PaymentStatusBadge = ({ status }: { status: Of<typeof orderPaymentStatuses> }) => (
  <StatusBadge group="payment_status" value={status} color={PAYMENT[status]} />
);
export const CrmStatusBadge = ({ status }: { status: Of<typeof crmStatuses> }) => (
  <StatusBadge group="crm_status" value={status} color={CRM[status]} />
);
export const TrackStateBadge = ({ state, labelled }: { state: Of<typeof trackStates>; labelled?: boolean }) => (
  <StatusBadge group="track_state" value={state} color={TRACK[state]} labelled={labelled} />
);

/** An open order whose buyer asked the marketplace to cancel it, the seller's answer still due there. */
export function CancelRequestedBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge color="orange" variant="light">
      {t('list.cancel_requested')}
    </Badge>
  );
}

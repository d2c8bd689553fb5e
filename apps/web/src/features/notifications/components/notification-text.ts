import type { TFunction } from 'i18next';
import type { Notification, NotificationKind } from '@cabinet/contracts/notifications';
import { notificationKinds } from '@cabinet/contracts/notifications';
import { formatMoney } from '../../../shared/lib/format.ts';

/** The §2 settings groups, in the order the settings page shows them. */
export const notificationGroups = [
  'security',
  'account',
  'money',
  'shipments',
  'purchases',
  'sales',
  'support',
] as const;
export type NotificationGroup = (typeof notificationGroups)[number];

export const groupOf = (kind: NotificationKind) => kind.split('.')[0] as NotificationGroup;

export const kindsOf = (group: NotificationGroup) => notificationKinds.filter((kind) => groupOf(kind) === group);

/** The short name of a kind (settings table, item heading): `kinds.<group>.<event>.name`. */
export const kindName = (t: TFunction, kind: NotificationKind) => t(`kinds.${kind}.name`);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** '$12.50' when the payload names the currency, else the amount as sent. */
function amountOf(payload: Notification['payload'], field = 'amount'): string {
  const amount = text(payload[field]);
  const currency = text(payload.currency);
  if (!amount || !currency) return amount;
  try {
    return formatMoney({ amount, currency });
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A payload's JSON list of facts, each worded by `line`, joined; '' when the value is not such a list. */
function listText(value: string, line: (item: Record<string, unknown>) => string): string {
  try {
    const items: unknown = JSON.parse(value);
    return Array.isArray(items) ? items.map((item) => line(item as Record<string, unknown>)).join('; ') : '';
  } catch {
    return '';
  }
}

/**
 * The sentence of one notification. A payload fact (an e-mail, an amount, a number) is woven in when the
 * server sent it; otherwise the general wording (`text`) stands, so an older or sparser payload still reads well.
 */
export function notificationText(t: TFunction, { kind, payload }: Pick<Notification, 'kind' | 'payload'>): string {
  const facts: Record<string, string> = {
    ...Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, text(value)])),
    amount: amountOf(payload),
    old_price: amountOf(payload, 'old_price'),
    new_price: amountOf(payload, 'new_price'),
  };
  // Statuses arrive as codes; the sentence needs them in words.
  if (kind === 'money.payment_link_reviewed' && facts.status) facts.status = t(`link_status.${facts.status}`);
  if (kind === 'money.claim_decided' && facts.status) facts.status = t(`claim_status.${facts.status}`);
  if (kind === 'shipments.return_claim_decided' && facts.status) {
    facts.status = t(`return_claim_status.${facts.status}`);
  }
  if (kind === 'shipments.us_package_claim_decided' && facts.status) {
    facts.status = t(`package_claim_status.${facts.status}`);
  }
  if (kind === 'shipments.disposal_decided' && facts.status) facts.status = t(`disposal_status.${facts.status}`);
  // The shipment statuses' one wording is the shipments feature's (its namespace loads with the notifications page).
  if (kind === 'shipments.status_changed' && facts.status) {
    facts.status = t(`statuses.${facts.status}`, { ns: 'shipments' });
  }
  if (kind === 'purchases.status_changed' && facts.status) {
    facts.status = t(`statuses.${facts.status}`, { ns: 'purchases' });
  }
  if (kind === 'sales.connection_request_answered' && facts.status) facts.status = t(`request_status.${facts.status}`);
  if (kind === 'money.bank_transfer_received' && facts.invoiced) {
    facts.invoiced = amountOf({ amount: facts.invoiced, currency: payload.currency ?? null });
  }
  // A list of facts (an inbound shortage's products) is worded line by line.
  if (kind === 'shipments.inbound_short')
    facts.lines = listText(facts.lines ?? '', (item) => t(`kinds.${kind}.line`, item));
  const detailed: Partial<Record<NotificationKind, boolean>> = {
    'account.subaccount_joined': Boolean(facts.email),
    'money.payment_received': Boolean(facts.amount),
    'money.bank_transfer_received': Boolean(facts.amount && facts.reference && facts.bank_reference),
    'money.balance_adjusted': Boolean(facts.amount && facts.reason),
    'money.operation_reversed': Boolean(facts.amount && facts.description),
    'money.withdrawal_paid': Boolean(facts.amount && facts.withdrawal_id),
    'money.withdrawal_rejected': Boolean(facts.amount && facts.withdrawal_id && facts.reason),
    'money.withdrawal_needs_correction': Boolean(facts.withdrawal_id && facts.reason),
    'money.withdrawal_blocked': Boolean(facts.reason),
    'money.transfer_received': Boolean(facts.amount && facts.sender),
    'money.invoice_issued': Boolean(facts.number && facts.amount && facts.due_date),
    'money.invoice_cancelled': Boolean(facts.number),
    'money.payment_link_reviewed': Boolean(facts.description && facts.status),
    'money.payment_link_paid': Boolean(facts.amount && facts.description),
    'money.claim_decided': Boolean(facts.amount && facts.status),
    'money.unidentified_payment_assigned': Boolean(facts.amount && facts.date),
    'shipments.status_changed': Boolean(facts.number && facts.status),
    'shipments.frozen': Boolean(facts.number && facts.reason),
    'shipments.return_registered': Boolean(facts.number),
    'shipments.return_claim_decided': Boolean(facts.number && facts.status),
    'shipments.return_processed': Boolean(facts.number),
    'shipments.requoted': Boolean(facts.number && facts.old_price && facts.new_price),
    'shipments.payment_due': Boolean(facts.number && facts.amount),
    'shipments.delivery_unfit': Boolean(facts.number),
    'shipments.inbound_short': Boolean(facts.number && facts.expected && facts.lines),
    'shipments.disposal_decided': Boolean(facts.number && facts.status),
    'shipments.national_post_status': Boolean(facts.barcode),
    'purchases.status_changed': Boolean(facts.purchase && facts.status),
    'shipments.us_package_arrived': Boolean(facts.carrier && facts.tracking_number),
    'shipments.us_package_claim_decided': Boolean(facts.tracking_tail && facts.status),
    'sales.shop_reconnect': Boolean(facts.shop && facts.marketplace),
    'sales.authorization_ending': Boolean(facts.shop && facts.marketplace && facts.date),
    'sales.track_not_sent': Boolean(facts.number && facts.marketplace),
    'sales.connection_request_answered': Boolean(facts.platform && facts.status),
    'sales.customer_data_request': Boolean(facts.shop && facts.marketplace && facts.email && facts.orders),
    'support.ticket_answered': Boolean(facts.ticket),
  };
  if (!detailed[kind]) return t(`kinds.${kind}.text`);
  // A kind may word a status or decision of its own (`text_completed`: what went and what it cost) when its facts came.
  const code = text(payload.status ?? payload.decision);
  const variants: Record<string, boolean> = {
    'shipments.disposal_decided.completed': Boolean(facts.units && facts.amount),
    'shipments.disposal_decided.rejected': Boolean(facts.reason),
    'shipments.return_processed.restock': Boolean(facts.units && facts.lines),
    'shipments.return_processed.disposal': true,
    'shipments.return_processed.distribute': true,
    'money.bank_transfer_received.partial': Boolean(facts.invoiced),
  };
  if (variants[`${kind}.${code}`]) return t(`kinds.${kind}.text_${code}`, facts);
  return t(`kinds.${kind}.text_with`, facts);
}

import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditValues } from '@cabinet/contracts/audit';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Which feature's words name a status, by the action's object. */
const statusWords = (action: string): string | null =>
  action.startsWith('shipment_')
    ? 'shipments:statuses'
    : action.startsWith('withdrawal_')
      ? 'withdrawals:status'
      : null;

/** Fields that hold an amount of the balance's currency, as the services describe them ("12.50"). */
const MONEY_FIELDS = new Set(['amount', 'price', 'minimum_balance', 'threshold', 'fee', 'received_amount']);

function shown(t: TFunction, action: string, field: string, value: AuditValues[string] | undefined): string {
  if (value === undefined || value === null || value === '') return t('change.empty');
  if (typeof value === 'boolean') return t(value ? 'change.yes' : 'change.no');
  if (MONEY_FIELDS.has(field) && /^-?\d+(\.\d+)?$/.test(String(value))) {
    return formatMoney({ amount: String(value), currency: 'USD', currency_sign_pre: true });
  }
  // Why a parcel is held: the tariffs' reason, in the shipments' words.
  if (field === 'held' && typeof value === 'string') return t(`shipments:exclusions.${value}`, { defaultValue: value });
  // A value with words of its own (a credit or a debit): the code itself never reaches the screen when it has them.
  if (typeof value === 'string' && t(`values.${field}.${value}`, { defaultValue: '' })) {
    return t(`values.${field}.${value}`);
  }
  const words = statusWords(action);
  if ((field === 'status' || field === 'to') && words && typeof value === 'string') {
    return t(`${words}.${value}`, { defaultValue: value });
  }
  return String(value);
}

/** What an action changed, field by field: "Status: Created → At the Ukrainian warehouse". */
export function AuditChange({ event }: { event: AuditEvent }) {
  const { t } = useTranslation(['audit', 'shipments', 'withdrawals']);
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (fields.length === 0) return <Text size="sm">{t('change.empty')}</Text>;
  return (
    <Stack gap={2}>
      {fields.map((field) => {
        const before = event.before?.[field];
        const after = event.after?.[field];
        const label = t(`fields.${field}`, { defaultValue: field });
        return (
          <Text key={field} size="sm">
            {label}: {before !== undefined && before !== after ? `${shown(t, event.action, field, before)} → ` : ''}
            {shown(t, event.action, field, after)}
          </Text>
        );
      })}
    </Stack>
  );
}

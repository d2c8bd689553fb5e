import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditValues } from '@cabinet/contracts/audit';

/** Which feature's words name a status, by the action's object. */
const statusWords = (action: string): string | null =>
  action.startsWith('shipment_')
    ? 'shipments:statuses'
    : action.startsWith('withdrawal_')
      ? 'withdrawals:status'
      : null;

function shown(t: TFunction, action: string, field: string, value: AuditValues[string] | undefined): string {
  if (value === undefined || value === null || value === '') return t('change.empty');
  if (typeof value === 'boolean') return t(value ? 'change.yes' : 'change.no');
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
            {label}: {event.before && before !== after ? `${shown(t, event.action, field, before)} → ` : ''}
            {shown(t, event.action, field, after)}
          </Text>
        );
      })}
    </Stack>
  );
}

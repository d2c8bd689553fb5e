import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_WITHDRAWALS } from '@cabinet/contracts/withdrawals-ops';
import type { BulkAction } from '../api/ops-withdrawals.ts';

/** What is ticked and the two bulk actions on it; more than the API takes at a go is said, not sent. */
export function OpsBulkBar({
  count,
  onAct,
  onClear,
}: {
  count: number;
  onAct(action: BulkAction['action']): void;
  onClear(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const over = count > MAX_BULK_WITHDRAWALS;
  const disabled = count === 0 || over;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {count > 0 && (
          <Button variant="subtle" size="sm" onClick={onClear}>
            {t('ops.bulk.clear')}
          </Button>
        )}
        <Button size="sm" variant="light" color="red" disabled={disabled} onClick={() => onAct('reject')}>
          {t('ops.bulk.reject', { count })}
        </Button>
        <Button size="sm" color="teal" disabled={disabled} onClick={() => onAct('pay')}>
          {t('ops.bulk.pay', { count })}
        </Button>
      </Group>
      {over && (
        <Text size="sm" c="orange.9" role="alert">
          {t('ops.bulk.too_many', { max: MAX_BULK_WITHDRAWALS, count })}
        </Text>
      )}
    </Stack>
  );
}

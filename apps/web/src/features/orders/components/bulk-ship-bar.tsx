import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_ORDERS } from '@cabinet/contracts/orders';

interface Props {
  count: number;
  onCreate(): void;
  onClear(): void;
}

/** What is ticked for bulk shipping and the action on it; more than the API takes at a go is said, not sent. */
export function BulkShipBar({ count, onCreate, onClear }: Props) {
  const { t } = useTranslation('orders');
  const over = count - MAX_BULK_ORDERS;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {count > 0 && (
          <Button variant="subtle" size="sm" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        )}
        <Button size="sm" disabled={count === 0 || over > 0} onClick={onCreate}>
          {t('bulk.create', { count })}
        </Button>
      </Group>
      {over > 0 && (
        <Text size="sm" c="orange.9" role="alert">
          {t('bulk.too_many', { max: MAX_BULK_ORDERS, count, over })}
        </Text>
      )}
    </Stack>
  );
}

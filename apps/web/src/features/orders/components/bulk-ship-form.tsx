import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';

interface Props {
  pending: boolean;
  /** The whole batch was refused (no orders went through): why. */
  error: unknown;
  onSubmit(confirmLowCustomsValue: boolean): void;
  onCancel(): void;
}

/** What bulk shipping does with each order, and §5's confirmation of customs values below the orders' totals. */
export function BulkShipForm({ pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('orders');
  const [confirmed, setConfirmed] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(confirmed);
      }}
    >
      <Stack gap="md">
        <FormError title={error ? errorMessage(error, t) : null} />
        <List size="sm" spacing={4}>
          <List.Item>{t('bulk.uses_defaults')}</List.Item>
          <List.Item>{t('bulk.own_recipient')}</List.Item>
          <List.Item>{t('bulk.price_held')}</List.Item>
        </List>
        <Stack gap={4}>
          <Text size="sm">{t('bulk.defaults_missing')}</Text>
          {knownPath(paths.salesSettings) && (
            <Anchor component={Link} to={paths.salesSettings} size="sm">
              {t('bulk.set_defaults')}
            </Anchor>
          )}
        </Stack>
        <Checkbox
          label={t('bulk.confirm_low')}
          description={t('bulk.confirm_low_hint')}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('bulk.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

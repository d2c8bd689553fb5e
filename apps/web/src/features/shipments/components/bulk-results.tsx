import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkMoveResult } from '@cabinet/contracts/shipments-ops';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import { bulkOutcomeText } from './bulk-outcome.ts';

/** A bulk move's outcome, one line per parcel: moved, or why it stayed, in words. */
export function BulkResults({ results, onClose }: { results: readonly BulkMoveResult[]; onClose: () => void }) {
  const { t } = useTranslation('shipments');
  const moved = results.filter((r) => r.outcome === 'moved').length;
  return (
    <Alert
      color={moved === results.length ? 'green' : 'yellow'}
      title={t('ops.bulk.results')}
      role="status"
      aria-label={t('ops.bulk.results')}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('ops.bulk.results_count', { moved, total: results.length })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClose}>
            {t('ops.bulk.close')}
          </Button>
        </Group>
        <List spacing={4} size="sm" listStyleType="none">
          {results.map((r) => (
            <List.Item key={r.id}>
              <Text size="sm">
                {r.shipment ? (
                  <Anchor component={Link} to={opsShipmentUrl(r.id)} fw={600}>
                    {r.number}
                  </Anchor>
                ) : (
                  <Text span fw={600}>
                    {r.number}
                  </Text>
                )}
                {' — '}
                {bulkOutcomeText(t, r)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

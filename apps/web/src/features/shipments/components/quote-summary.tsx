import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentQuote } from '@cabinet/contracts/shipments';
import { ApiError } from '../../../shared/api/api-error.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { PriceLines } from './price-lines.tsx';

/** Why the server found no rate: `excluded` from a 422 no_rates_found (docs/tariffs.md). */
export function noRatesReasons(error: unknown): Array<{ delivery_type: string; reason: string }> | null {
  if (!(error instanceof ApiError) || error.code !== 'no_rates_found') return null;
  const excluded = (error.body as { excluded?: unknown } | null)?.excluded;
  return Array.isArray(excluded) ? (excluded as Array<{ delivery_type: string; reason: string }>) : [];
}

/** The price of the shipment item by item, its total and the delivery days. */
export function QuoteSummary({ quote }: { quote: ShipmentQuote }) {
  const { t } = useTranslation('shipments');
  const { price } = quote;
  return (
    <Stack gap="xs">
      <PriceLines price={price} />
      <Group gap="lg">
        {price.delivery_type && (
          <Text size="sm">{t('quote.delivery_type', { type: t(`delivery_types.${price.delivery_type}`) })}</Text>
        )}
        {price.delivery_days && <Text size="sm">{t('quote.days', price.delivery_days)}</Text>}
        <Text size="sm">{t('quote.customs_value', { value: formatMoney(quote.customs_value) })}</Text>
      </Group>
    </Stack>
  );
}

/** "No rates found" (§8) and, when the server said, why each delivery type was left out. */
export function NoRates({ reasons }: { reasons: Array<{ delivery_type: string; reason: string }> }) {
  const { t } = useTranslation('shipments');
  return (
    <Alert color="yellow" variant="light" title={t('quote.no_rates')} role="alert">
      {reasons.length > 0 && (
        <List size="sm">
          {reasons.map((r) => (
            <List.Item key={r.delivery_type}>
              {t(`delivery_types.${r.delivery_type}`)}: {t(`exclusions.${r.reason}`)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

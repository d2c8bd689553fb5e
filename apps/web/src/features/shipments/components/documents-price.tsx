import { Button, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DocsPrice } from '@cabinet/contracts/shipment-lifecycle';
import type { Shipment } from '@cabinet/contracts/shipments';
import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useDocumentsPrice } from '../api/documents-price.ts';
import { BoxFields } from './box-fields.tsx';
import { kilograms } from './box-weights.ts';
import {
  documentsPriceDefaults,
  docsPriceBodyOf,
  validateDocumentsPrice,
  type DocumentsPriceValues,
} from './documents-price-values.ts';
import { NoRates, noRatesReasons } from './quote-summary.tsx';

function PriceAnswer({ price }: { price: DocsPrice }) {
  const { t } = useTranslation('shipments');
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm" fw={600}>
        {t('docs_price.price', { type: t(`delivery_types.${price.shipper}`), price: formatMoney(price.price) })}
      </Text>
      <Text size="sm">{t('docs_price.chargeable_weight', { weight: kilograms(price.chargeable_weight_g) })}</Text>
      <Text size="sm">{t('quote.days', price.delivery_days)}</Text>
    </Stack>
  );
}

/** What this shipment's label would cost with another shipper or box (a quote; nothing is charged). */
export function DocumentsPrice({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const quote = useDocumentsPrice();
  const form = useForm<DocumentsPriceValues>({
    initialValues: documentsPriceDefaults(shipment),
    validate: (values) => validateDocumentsPrice(values, t),
    // An answer for other values would mislead.
    onValuesChange: () => quote.reset(),
  });
  const reasons = noRatesReasons(quote.error);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => quote.mutate(docsPriceBodyOf(shipment.id, values)))}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('docs_price.hint')}
        </Text>
        <Select
          label={t('docs_price.shipper')}
          required
          allowDeselect={false}
          data={deliveryTypes.map((type) => ({ value: type, label: t(`delivery_types.${type}`) }))}
          {...form.getInputProps('shipper')}
        />
        <BoxFields form={form} path="box" box={form.values.box} />
        <div>
          <Button type="submit" variant="default" loading={quote.isPending}>
            {t('docs_price.calculate')}
          </Button>
        </div>
        {quote.data && <PriceAnswer price={quote.data} />}
        {reasons && <NoRates reasons={reasons} />}
        {quote.isError && !reasons && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(quote.error, t)}
          </Text>
        )}
      </Stack>
    </form>
  );
}

import { Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { TariffListForm } from '../../../shared/ui/tariff-list-form.tsx';
import { useSaveTariff } from '../api/tariffs.ts';
import { TariffBands } from './tariff-bands.tsx';
import { MAX_BANDS, nextBand, toTableBody, type TariffTableValues } from './tariff-table-values.ts';

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const FIELDS = ['days_min', 'days_max', 'bands'] as const;

/** One delivery type in one zone: delivery days and the weight bands (base price + price per started 100 g). */
export function TariffEditor({ table }: { table: TariffTable }) {
  const { t } = useTranslation('tariffs');
  const save = useSaveTariff(table.delivery_type, table.zone);
  const form = useForm<TariffTableValues>({
    initialValues: { days_min: table.days_min, days_max: table.days_max, bands: table.bands },
    validate: {
      days_min: (v) => (v === '' ? t('validation.required') : null),
      days_max: (v, values) =>
        v === '' ? t('validation.required') : Number(v) < Number(values.days_min) ? t('ops.days_range') : null,
      bands: {
        up_to_g: (v, values, path) => {
          if (v === '') return t('validation.required');
          const i = Number(path.split('.')[1]);
          return i > 0 && Number(v) <= Number(values.bands[i - 1]!.up_to_g) ? t('ops.ascending') : null;
        },
        base: (v) => (PRICE.test(v.trim()) ? null : t('ops.invalid_price')),
        per_100g: (v) => (PRICE.test(v.trim()) ? null : t('ops.invalid_price')),
      },
    },
  });

  const bands = form.values.bands;
  const days = (field: 'days_min' | 'days_max', label: string) => (
    <NumberInput label={label} min={1} max={120} allowDecimal={false} w={160} {...form.getInputProps(field)} />
  );
  return (
    <TariffListForm
      form={form}
      t={t}
      fields={FIELDS}
      onSave={(values) => save.mutateAsync(toTableBody(values))}
      saving={save.isPending}
      texts={{
        label: t('ops.editor'),
        status: table.updated_at
          ? t('ops.changed_at', { date: formatDateTime(table.updated_at) })
          : t('ops.default_table'),
        hint: t('ops.how'),
        add: t('ops.add_band'),
        save: t('ops.save'),
        saved: t('ops.saved'),
      }}
      canAdd={bands.length < MAX_BANDS}
      onAdd={() => form.insertListItem('bands', nextBand(bands.at(-1)))}
    >
      <Group align="flex-start">
        {days('days_min', t('ops.days_min'))}
        {days('days_max', t('ops.days_max'))}
      </Group>
      {bands.length === 0 && <Text c="gray.7">{t('ops.not_offered')}</Text>}
      {bands.length > 0 && <TariffBands form={form} />}
    </TariffListForm>
  );
}

import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveTariff } from '../api/tariffs.ts';

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const MAX_BANDS = 30;

interface BandValues {
  up_to_g: number | string;
  base: string;
  per_100g: string;
}
interface Values {
  days_min: number | string;
  days_max: number | string;
  bands: BandValues[];
}

/** One delivery type in one zone: delivery days and the weight bands (base price + price per started 100 g). */
export function TariffEditor({ table }: { table: TariffTable }) {
  const { t } = useTranslation('tariffs');
  const save = useSaveTariff(table.delivery_type, table.zone);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, ['days_min', 'days_max', 'bands']);
  const form = useForm<Values>({
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

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await save.mutateAsync({
        days_min: Number(values.days_min),
        days_max: Number(values.days_max),
        bands: values.bands.map((b) => ({
          up_to_g: Number(b.up_to_g),
          base: b.base.trim(),
          per_100g: b.per_100g.trim(),
        })),
      });
      notifySuccess(t('ops.saved'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const bands = form.values.bands;
  return (
    <form onSubmit={submit} noValidate aria-label={t('ops.editor')}>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Text size="sm" c="gray.7">
          {table.updated_at ? t('ops.changed_at', { date: formatDateTime(table.updated_at) }) : t('ops.default_table')}
        </Text>
        <Group align="flex-start">
          <NumberInput
            label={t('ops.days_min')}
            min={1}
            max={120}
            allowDecimal={false}
            w={160}
            {...form.getInputProps('days_min')}
          />
          <NumberInput
            label={t('ops.days_max')}
            min={1}
            max={120}
            allowDecimal={false}
            w={160}
            {...form.getInputProps('days_max')}
          />
        </Group>
        {bands.length === 0 && <Text c="gray.7">{t('ops.not_offered')}</Text>}
        {bands.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ops.up_to_g')}</Table.Th>
                <Table.Th>{t('ops.base')}</Table.Th>
                <Table.Th>{t('ops.per_100g')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('result.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bands.map((_, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('ops.band_up_to', { n: i + 1 })}
                      min={1}
                      max={70000}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(`bands.${i}.up_to_g`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('ops.band_base', { n: i + 1 })}
                      inputMode="decimal"
                      leftSection="$"
                      {...form.getInputProps(`bands.${i}.base`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('ops.band_per_100g', { n: i + 1 })}
                      inputMode="decimal"
                      leftSection="$"
                      {...form.getInputProps(`bands.${i}.per_100g`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('ops.remove_band', { n: i + 1 })}
                      onClick={() => form.removeListItem('bands', i)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="gray.7">
          {t('ops.how')}
        </Text>
        <Group>
          <Button
            variant="default"
            disabled={bands.length >= MAX_BANDS}
            onClick={() => {
              const last = bands.at(-1);
              form.insertListItem('bands', {
                up_to_g: last ? Number(last.up_to_g) + 1000 : 500,
                base: last?.base ?? '0.00',
                per_100g: last?.per_100g ?? '0.00',
              });
            }}
          >
            {t('ops.add_band')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('ops.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { TariffBands } from './tariff-bands.tsx';
import { TariffPreviewCard } from './tariff-preview-card.tsx';
import { kyivToday, MAX_BANDS, nextBand } from './tariff-table-values.ts';
import { useTariffChange } from './use-tariff-change.ts';

/**
 * A change of one delivery type's table in one zone (issue 23): the operator edits the delivery days and the weight
 * bands, dates the change, previews what it changes and confirms it; editing again drops the preview.
 */
export function TariffEditor({ table }: { table: TariffTable }) {
  const { t } = useTranslation('tariffs');
  const change = useTariffChange(table);
  const { form } = change;
  const bands = form.values.bands;
  const days = (field: 'days_min' | 'days_max', label: string) => (
    <NumberInput label={label} min={1} max={120} allowDecimal={false} w={160} {...form.getInputProps(field)} />
  );
  return (
    <Stack gap="md">
      <form onSubmit={change.submit} noValidate aria-label={t('ops.editor')}>
        <Stack gap="md">
          <FormError title={change.failure?.title ?? null} messages={change.failure?.messages} />
          <Group align="flex-start">
            {days('days_min', t('ops.days_min'))}
            {days('days_max', t('ops.days_max'))}
          </Group>
          {bands.length === 0 && <Text c="gray.7">{t('ops.not_offered')}</Text>}
          {bands.length > 0 && <TariffBands form={form} />}
          <Text size="sm" c="gray.7">
            {t('ops.how')}
          </Text>
          <Group align="flex-start">
            <DateInput
              label={t('ops.effective_date')}
              description={t('ops.effective_hint')}
              minDate={kyivToday()}
              required
              w={260}
              value={form.values.effective_date}
              onChange={(value) => form.setFieldValue('effective_date', value)}
              error={form.errors.effective_date}
            />
            <TextInput label={t('ops.note')} maxLength={500} w={320} {...form.getInputProps('note')} />
          </Group>
          <Group>
            <Button
              variant="default"
              disabled={bands.length >= MAX_BANDS}
              onClick={() => form.insertListItem('bands', nextBand(bands.at(-1)))}
            >
              {t('ops.add_band')}
            </Button>
            <Button type="submit" loading={change.previewing}>
              {t('ops.preview')}
            </Button>
          </Group>
        </Stack>
      </form>
      {change.shown && (
        <TariffPreviewCard
          preview={change.shown}
          confirming={change.confirming}
          onConfirm={change.confirm}
          onBack={change.back}
        />
      )}
    </Stack>
  );
}

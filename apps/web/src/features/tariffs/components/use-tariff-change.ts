import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TariffPreview } from '@cabinet/contracts/tariff-versions';
import type { TariffTable } from '@cabinet/contracts/tariffs';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { usePreviewTariff, useSaveTariff } from '../api/tariffs.ts';
import { initialValues, toProposed, type TariffTableValues } from './tariff-table-values.ts';
import { kyivDateText } from './tariff-wording.ts';

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const FIELDS = ['days_min', 'days_max', 'bands', 'effective_date', 'note'] as const;

/** The form's own checks, as the server's (400) would word them. */
const validation = (t: TFunction) => ({
  days_min: (v: number | string) => (v === '' ? t('validation.required') : null),
  days_max: (v: number | string, values: TariffTableValues) =>
    v === '' ? t('validation.required') : Number(v) < Number(values.days_min) ? t('ops.days_range') : null,
  bands: {
    up_to_g: (v: number | string, values: TariffTableValues, path: string) => {
      if (v === '') return t('validation.required');
      const i = Number(path.split('.')[1]);
      return i > 0 && Number(v) <= Number(values.bands[i - 1]!.up_to_g) ? t('ops.ascending') : null;
    },
    base: (v: string) => (PRICE.test(v.trim()) ? null : t('ops.invalid_price')),
    per_100g: (v: string) => (PRICE.test(v.trim()) ? null : t('ops.invalid_price')),
  },
  effective_date: (v: string | null) => (v ? null : t('validation.required')),
});

/**
 * A dated change of one table: the form, its preview (asked on submit, dropped on any edit) and its confirmation
 * against the version the preview saw (a stale one is dropped, to be previewed again).
 */
export function useTariffChange(table: TariffTable) {
  const { t } = useTranslation('tariffs');
  const preview = usePreviewTariff(table.delivery_type, table.zone);
  const save = useSaveTariff(table.delivery_type, table.zone);
  const [shown, setShown] = useState<TariffPreview | null>(null);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<TariffTableValues>({
    initialValues: initialValues(table),
    onValuesChange: () => setShown(null),
    validate: validation(t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      setShown(await preview.mutateAsync(toProposed(values)));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const confirm = async (seen: TariffPreview) => {
    clear();
    try {
      const body = { ...toProposed(form.values), note: form.values.note.trim(), expected_version_id: seen.version_id };
      const saved = await save.mutateAsync(body);
      notifySuccess(
        saved.state === 'scheduled'
          ? t('ops.confirmed_later', { date: kyivDateText(saved.effective_from!) })
          : t('ops.confirmed_now'),
      );
      setShown(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'tariff_changed') setShown(null);
      onServerError(error, form);
    }
  };

  return {
    form,
    failure,
    submit,
    previewing: preview.isPending,
    shown,
    back: () => setShown(null),
    confirm: () => shown && void confirm(shown),
    confirming: save.isPending,
  };
}

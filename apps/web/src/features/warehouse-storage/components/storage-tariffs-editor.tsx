import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_STORAGE_GROUPS, type StorageTariffs } from '@cabinet/contracts/warehouse-storage';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { TariffListForm } from '../../../shared/ui/tariff-list-form.tsx';
import { useSaveStorageTariffs } from '../api/storage-tariffs.ts';
import { StorageGroupFields } from './storage-group-fields.tsx';
import {
  boundError,
  newGroup,
  priceValid,
  TARIFF_FIELDS,
  toBody,
  toValues,
  type TariffValues,
} from './tariff-values.ts';

const CODE = /^[a-z][a-z0-9_]{0,29}$/;

/** The warehouse groups in order, each with its bounds, daily price and turnover discount tiers. */
export function StorageTariffsEditor({ tariffs }: { tariffs: StorageTariffs }) {
  const { t } = useTranslation('warehouse-storage');
  const save = useSaveStorageTariffs();
  const form = useForm<TariffValues>({
    initialValues: toValues(tariffs),
    validate: {
      groups: {
        code: (v) => (CODE.test(v.trim()) ? null : t('ops.errors.invalid_group_code')),
        max_side_cm: (_v, values, path) => {
          const error = boundError(values, path, 'max_side_cm');
          return error && t(`ops.errors.${error}`);
        },
        max_volume_l: (_v, values, path) => {
          const error = boundError(values, path, 'max_volume_l');
          return error && t(`ops.errors.${error}`);
        },
        price_per_day: (v) => (priceValid(v) ? null : t('ops.errors.invalid_price_per_day')),
        discounts: {
          max_turnover: (v) => (v === '' ? t('validation.required') : null),
          percent: (v) => (v === '' ? t('validation.required') : null),
        },
      },
    },
  });

  const groups = form.values.groups;
  return (
    <TariffListForm
      form={form}
      t={t}
      fields={TARIFF_FIELDS}
      onSave={(values) => save.mutateAsync(toBody(values))}
      saving={save.isPending}
      texts={{
        label: t('ops.editor'),
        status: tariffs.updated_at
          ? t('ops.changed_at', { date: formatDateTime(tariffs.updated_at) })
          : t('ops.defaults'),
        hint: t('ops.how'),
        add: t('ops.add_group'),
        save: t('ops.save'),
        saved: t('ops.saved'),
      }}
      canAdd={groups.length < MAX_STORAGE_GROUPS}
      onAdd={() => form.insertListItem('groups', newGroup(groups))}
    >
      {groups.map((_, i) => (
        <StorageGroupFields key={i} form={form} index={i} />
      ))}
    </TariffListForm>
  );
}

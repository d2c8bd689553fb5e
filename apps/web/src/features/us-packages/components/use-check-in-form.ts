import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCheckIn } from '../api/ops-packages.ts';
import { CHECK_IN_FIELDS, newCheckIn, type CheckInValues } from './check-in-values.ts';

/** The check-in form's state, its checks and its submit: measures are sent as numbers, photos by stored name. */
export function useCheckInForm() {
  const { t } = useTranslation('us-packages');
  const checkIn = useCheckIn();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, CHECK_IN_FIELDS);
  const required = (v: unknown) => (v === '' || (typeof v === 'string' && !v.trim()) ? t('validation.required') : null);
  const form = useForm<CheckInValues>({
    initialValues: newCheckIn(),
    validate: {
      carrier: required,
      tracking_number: (v) => (v.trim().length >= 4 ? null : t('check_in.tracking_short')),
      weight_kg: required,
      length_cm: required,
      width_cm: required,
      height_cm: required,
      contents: required,
      photos: (v) => (v.length > 0 ? null : t('check_in.photo_required')),
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const created = await checkIn.mutateAsync({
        ...values,
        weight_kg: Number(values.weight_kg),
        length_cm: Number(values.length_cm),
        width_cm: Number(values.width_cm),
        height_cm: Number(values.height_cm),
        photos: values.photos.map((p) => p.filename),
      });
      notifySuccess(
        created.seller ? t('check_in.done_seller', { seller: created.seller.name }) : t('check_in.done_unidentified'),
      );
      form.reset();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return { form, submit, failure, pending: checkIn.isPending };
}

import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { setTrackBodySchema } from '@cabinet/contracts/order-tracks';
import type { Order } from '@cabinet/contracts/orders';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSetTrack } from '../api/set-track.ts';
import { carriers, isCarrier } from './carriers.ts';
import { TrackParcelsFields } from './track-parcels-fields.tsx';
import { numbersOf, parcelErrors, parcelsOf, rowOf, startingParcels, type ParcelQuantities } from './track-parcels.ts';

const FIELDS = ['track_numbers', 'carrier', 'packages'] as const;
interface Values {
  /** One or more, one a line (a comma or a space separates them too). */
  track_numbers: string;
  carrier: string | null;
  /** With several numbers: what each parcel holds (see track-parcels.ts). */
  quantities: ParcelQuantities;
}

/** The contract's own rule on the list (how many, and the shape of each), worded for the seller. */
function numbersError(text: string, t: TFunction): string | null {
  const result = setTrackBodySchema.shape.track_numbers.safeParse(numbersOf(text));
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  if (issue.code === 'too_small') return t('validation.required');
  if (issue.code === 'too_big') return t('track.too_many', { max: Number(issue.maximum) });
  return t('track.invalid_number');
}

/** What the order already has: its track numbers, its carrier when it is one we list, and each parcel's lines. */
function trackValues(order: Order): Values {
  const start = startingParcels(order);
  return {
    track_numbers: start.numbers.join('\n'),
    carrier: isCarrier(order.track.carrier) ? order.track.carrier : null,
    quantities: start.quantities,
  };
}

/** The numbers and the carrier; with valid numbers, what each parcel holds too. */
function validateTrack(order: Order, values: Values, t: TFunction) {
  const numbers = numbersError(values.track_numbers, t);
  return {
    track_numbers: numbers,
    carrier: values.carrier ? null : t('validation.required'),
    ...(numbers ? {} : parcelErrors(order, numbersOf(values.track_numbers), values.quantities, t)),
  };
}

/**
 * §7 set_track: the numbers and the carrier to push to the marketplace, and with several numbers what went in each
 * parcel; the marketplace's refusal is shown here, as it came.
 */
export function SetTrackForm({ order, onDone, onCancel }: { order: Order; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('orders');
  const setTrack = useSetTrack(order.id);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: trackValues(order),
    validate: (values) => validateTrack(order, values, t),
  });
  const numbers = numbersOf(form.values.track_numbers);

  const setQuantity = (parcel: number, line: number, quantity: number) => {
    const next = numbers.map((_, index) => [...rowOf(order, form.values.quantities, index)]);
    next[parcel]![line] = quantity;
    form.setFieldValue('quantities', next);
    form.clearFieldError('packages');
    form.clearFieldError(`parcels.${parcel}`);
  };

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const list = numbersOf(values.track_numbers);
    try {
      await setTrack.mutateAsync({
        track_numbers: list,
        carrier: values.carrier ?? '',
        ...(list.length > 1 ? { packages: parcelsOf(order, list, values.quantities) } : {}),
      });
      notifySuccess(t('track.done'));
      onDone();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Textarea
          label={t('track.numbers')}
          description={t('track.numbers_hint')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('track_numbers')}
        />
        <Select
          label={t('track.carrier')}
          required
          allowDeselect={false}
          data={carriers.map((carrier) => ({ value: carrier, label: t(`carriers.${carrier}`) }))}
          {...form.getInputProps('carrier')}
        />
        {numbers.length > 1 && (
          <TrackParcelsFields
            order={order}
            numbers={numbers}
            quantities={form.values.quantities}
            onChange={setQuantity}
            errors={form.errors}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={setTrack.isPending}>
            {t('track.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

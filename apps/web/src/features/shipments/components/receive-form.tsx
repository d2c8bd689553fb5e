import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { receiveBodySchema, type Shipment, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeShipment } from '../api/change-shipment.ts';
import { kilograms } from './box-weights.ts';

const FIELDS = ['weight_kg', 'length_cm', 'width_cm', 'height_cm', 'note'] as const;
/** The measured fields: the form's field, its label's key, its decimals (grams and millimetres). */
const SIDES = [
  ['weight_kg', 'weight', 3],
  ['length_cm', 'length', 1],
  ['width_cm', 'width', 1],
  ['height_cm', 'height', 1],
] as const;
type Side = number | string;
type Values = { weight_kg: Side; length_cm: Side; width_cm: Side; height_cm: Side; note: string };

/** An empty field stays missing, so the contract says "required" rather than taking it for zero. */
const measured = (side: Side) => (side === '' ? undefined : Number(side));
const numeric = (v: Values) => ({
  weight_kg: measured(v.weight_kg),
  length_cm: measured(v.length_cm),
  width_cm: measured(v.width_cm),
  height_cm: measured(v.height_cm),
  note: v.note,
});

type Box = { weight_kg: number; length_cm: number; width_cm: number; height_cm: number };

/**
 * Receiving at a warehouse: the weight and sides as measured here. The fields start empty — the seller's declared
 * box is shown beside them to compare, never taken for a measurement (issue 23) — and the server re-quotes the
 * shipment with what was measured and says so on the timeline.
 */
export function ReceiveForm(props: {
  id: number;
  into: ShipmentStatus;
  declared: Box;
  /** The receiving loop takes the outcome itself (and puts it in its list) instead of a notice. */
  onReceived?: (shipment: Shipment) => void;
  /** The weight field takes the focus: the clerk has just scanned the parcel and puts it on the scale. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('shipments');
  const change = useChangeShipment(props.id);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: { weight_kg: '', length_cm: '', width_cm: '', height_cm: '', note: '' },
    validate: (values) => validateWithSchema(receiveBodySchema, numeric(values), t),
  });
  const into = t(`statuses.${props.into}`, { ns: 'shipments' });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const { note, ...box } = receiveBodySchema.parse(numeric(values));
    try {
      const { shipment } = await change.mutateAsync({ action: 'receive', box, note });
      if (props.onReceived) props.onReceived(shipment);
      else notifySuccess(t('ops.receive.done', { status: into }));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('ops.receive.into', { status: into })}</Text>
        <Text size="sm" c="gray.7">
          {t('ops.receive.declared', {
            weight: kilograms(Math.round(props.declared.weight_kg * 1000)),
            length: props.declared.length_cm,
            width: props.declared.width_cm,
            height: props.declared.height_cm,
          })}
        </Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group grow align="start">
          {SIDES.map(([field, label, decimals], index) => (
            <NumberInput
              key={field}
              label={t(`ops.receive.${label}`)}
              decimalScale={decimals}
              min={0}
              required
              autoFocus={index === 0 && props.autoFocus}
              {...form.getInputProps(field)}
            />
          ))}
        </Group>
        <LimitedTextInput
          schema={receiveBodySchema}
          field="note"
          label={t('ops.receive.note')}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('ops.receive.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

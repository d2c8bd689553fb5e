import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { returnRegisterBodySchema } from '@cabinet/contracts/returns-ops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { toInputDate } from '../../../shared/lib/format.ts';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterReturn } from '../api/ops-returns.ts';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['owner', 'shipment_number', 'carrier', 'tracking_number', 'sender_name', 'note', 'arrived_at'];

interface Values {
  owner: string;
  shipment_number: string;
  carrier: string;
  tracking_number: string;
  sender_name: string;
  note: string;
  arrived_at: string | null;
  items: { name: string; quantity: number }[];
}

/** Registers a parcel that came back: for a seller (account number or e-mail) or, with no owner, unidentified. */
export function RegisterReturnForm() {
  const { t } = useTranslation('returns');
  const register = useRegisterReturn();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: {
      owner: '',
      shipment_number: '',
      carrier: '',
      tracking_number: '',
      sender_name: '',
      note: '',
      arrived_at: toInputDate(new Date()),
      items: [{ name: '', quantity: 1 }],
    },
    validate: {
      carrier: (v) => (v.trim() ? null : t('validation.required')),
      tracking_number: (v) => (v.trim().length >= 4 ? null : t('ops.register.tracking_short')),
      arrived_at: (v) => (v ? null : t('validation.required')),
      items: { name: (v) => (v.trim() ? null : t('validation.required')) },
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const created = await register.mutateAsync({ ...values, arrived_at: values.arrived_at! });
      notifySuccess(t('ops.register.done', { number: created.number }));
      form.reset();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            schema={returnRegisterBodySchema}
            field="owner"
            label={t('ops.register.owner')}
            description={t('ops.register.owner_hint')}
            {...form.getInputProps('owner')}
          />
          <LimitedTextInput
            schema={returnRegisterBodySchema}
            field="shipment_number"
            label={t('ops.register.shipment_number')}
            {...form.getInputProps('shipment_number')}
          />
          <LimitedTextInput
            schema={returnRegisterBodySchema}
            field="carrier"
            label={t('ops.register.carrier')}
            required
            {...form.getInputProps('carrier')}
          />
          <LimitedTextInput
            schema={returnRegisterBodySchema}
            field="tracking_number"
            label={t('ops.register.tracking_number')}
            required
            {...form.getInputProps('tracking_number')}
          />
          <LimitedTextInput
            schema={returnRegisterBodySchema}
            field="sender_name"
            label={t('ops.register.sender_name')}
            description={t('ops.register.sender_hint')}
            {...form.getInputProps('sender_name')}
          />
          <DateInput
            label={t('ops.register.arrived_at')}
            required
            value={form.values.arrived_at}
            onChange={(v) => form.setFieldValue('arrived_at', v)}
            error={form.errors.arrived_at}
          />
        </SimpleGrid>
        <LimitedTextarea
          schema={returnRegisterBodySchema}
          field="note"
          label={t('ops.register.note')}
          description={t('ops.register.note_hint')}
          autosize
          {...form.getInputProps('note')}
        />
        {form.values.items.map((_, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <LimitedTextInput
              schema={returnRegisterBodySchema}
              field={`items.${index}.name`}
              label={t('ops.register.item_name', { n: index + 1 })}
              required
              flex={1}
              {...form.getInputProps(`items.${index}.name`)}
            />
            <NumberInput
              label={t('ops.register.quantity')}
              min={1}
              allowDecimal={false}
              w={110}
              {...form.getInputProps(`items.${index}.quantity`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              disabled={form.values.items.length === 1}
              aria-label={t('ops.register.remove_item', { n: index + 1 })}
              onClick={() => form.removeListItem('items', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => form.insertListItem('items', { name: '', quantity: 1 })}>
            {t('ops.register.add_item')}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t('ops.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import {
  MAX_NATIONAL_POST_LINES,
  NATIONAL_POST_MAX_WEIGHT_G,
  nationalPostCategories,
  nationalPostCreateBodySchema,
  nationalPostPackageTypes,
  type NationalPostCreateBody,
  type NationalPostPackageType,
} from '@cabinet/contracts/national-post';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import { useBook, useCreateNationalPost } from '../api/national-post.ts';

interface LineValues {
  name_ua: string;
  name_en: string;
  quantity: number | string;
  weight_g: number | string;
  unit_value: number | string;
  origin: string;
  hs_code: string;
}
interface Values {
  sender_id: string | null;
  recipient_id: string | null;
  package_type: NationalPostPackageType;
  category: (typeof nationalPostCategories)[number];
  currency: 'USD' | 'EUR';
  weight_g: number | string;
  length_cm: number | string;
  width_cm: number | string;
  height_cm: number | string;
  lines: LineValues[];
}

const LINE_FIELDS = ['name_ua', 'name_en', 'quantity', 'weight_g', 'unit_value', 'origin', 'hs_code'] as const;
const FIELDS = [
  'sender_id',
  'recipient_id',
  'package_type',
  'category',
  'currency',
  'weight_g',
  'length_cm',
  'width_cm',
  'height_cm',
  'lines',
  ...Array.from({ length: MAX_NATIONAL_POST_LINES }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat(),
];
const emptyLine = (): LineValues => ({
  name_ua: '',
  name_en: '',
  quantity: 1,
  weight_g: '',
  unit_value: '',
  origin: 'UA',
  hs_code: '',
});
const int = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** The form values as the API reads them: ids and grams as integers, values as decimal strings (never floats). */
const toBody = (v: Values): NationalPostCreateBody => ({
  sender_id: Number(v.sender_id),
  recipient_id: Number(v.recipient_id),
  package_type: v.package_type,
  category: v.category,
  currency: v.currency,
  weight_g: int(v.weight_g),
  length_cm: int(v.length_cm),
  width_cm: int(v.width_cm),
  height_cm: int(v.height_cm),
  lines: v.lines.map((l) => ({
    name_ua: l.name_ua,
    name_en: l.name_en,
    quantity: int(l.quantity),
    weight_g: int(l.weight_g),
    unit_value: String(l.unit_value),
    origin: l.origin.trim().toUpperCase(),
    hs_code: l.hs_code,
  })),
});

const partyOption = (a: Address) => ({
  value: String(a.id),
  label: `${a.company_name || `${a.first_name} ${a.last_name}`.trim()} — ${[a.city, a.country].filter(Boolean).join(', ')}`,
});

/**
 * /ukrposhta-shipments/new (§2): a parcel abroad by Ukrposhta. Sender (in Ukraine) and recipient (abroad) come from
 * the address book, whose entries are Latin there (§5); each line has its names in both languages and an HS code
 * from the picker. Ukrposhta names the price once it has created the shipment: the list then offers to pay it.
 */
export function NationalPostNewPage() {
  const { t } = useTranslation('national-post');
  const navigate = useNavigate();
  const senders = useBook('sender');
  const recipients = useBook('recipient');
  const create = useCreateNationalPost();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: {
      sender_id: null,
      recipient_id: null,
      package_type: 'SMALL_BAG',
      category: 'SALE_OF_GOODS',
      currency: 'USD',
      weight_g: '',
      length_cm: '',
      width_cm: '',
      height_cm: '',
      lines: [emptyLine()],
    },
    validate: (values) => validateWithSchema(nationalPostCreateBodySchema, toBody(values), t),
  });
  const ukrainianSenders = (senders.data?.address_book ?? []).filter((a) => a.country === 'UA').map(partyOption);
  const foreignRecipients = (recipients.data?.address_book ?? []).filter((a) => a.country !== 'UA').map(partyOption);

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await create.mutateAsync(toBody(values));
      notifySuccess(t('new.created'));
      void navigate(paths.nationalPost);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <Page
      title={t('new.title')}
      caption={t('new.caption')}
      back={paths.nationalPost}
      loading={senders.isPending || recipients.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError title={failure?.title ?? null} messages={failure?.messages} />
          <Card withBorder>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('new.sender')}
                  description={t('new.sender_hint')}
                  required
                  searchable
                  data={ukrainianSenders}
                  {...form.getInputProps('sender_id')}
                />
                <Select
                  label={t('new.recipient')}
                  description={t('new.recipient_hint')}
                  required
                  searchable
                  data={foreignRecipients}
                  {...form.getInputProps('recipient_id')}
                />
              </SimpleGrid>
              {(ukrainianSenders.length === 0 || foreignRecipients.length === 0) && (
                <Alert color="yellow" variant="light">
                  {t('new.address_needed')}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('new.package_type')}
                  required
                  allowDeselect={false}
                  data={nationalPostPackageTypes.map((type) => ({
                    value: type,
                    label: t('new.package_option', {
                      type: t(`package_types.${type}`),
                      kg: NATIONAL_POST_MAX_WEIGHT_G[type] / 1000,
                    }),
                  }))}
                  {...form.getInputProps('package_type')}
                />
                <Select
                  label={t('new.category')}
                  required
                  allowDeselect={false}
                  data={nationalPostCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
                  {...form.getInputProps('category')}
                />
                <Select
                  label={t('new.currency')}
                  required
                  allowDeselect={false}
                  data={['USD', 'EUR']}
                  {...form.getInputProps('currency')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <NumberInput
                  label={t('new.weight_g')}
                  required
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('weight_g')}
                />
                <NumberInput
                  label={t('new.length_cm')}
                  required
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('length_cm')}
                />
                <NumberInput
                  label={t('new.width_cm')}
                  required
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('width_cm')}
                />
                <NumberInput
                  label={t('new.height_cm')}
                  required
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('height_cm')}
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <Title order={2} size="h4">
            {t('new.lines')}
          </Title>
          {form.values.lines.map((_, i) => (
            <Fieldset key={i} legend={t('new.line', { n: i + 1 })}>
              <Stack gap="xs">
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={form.values.lines.length === 1}
                    aria-label={t('new.remove_line', { n: i + 1 })}
                    onClick={() => form.removeListItem('lines', i)}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <LimitedTextInput
                    schema={nationalPostCreateBodySchema}
                    field={`lines.${i}.name_ua`}
                    label={t('new.name_ua')}
                    required
                    {...form.getInputProps(`lines.${i}.name_ua`)}
                  />
                  <LimitedTextInput
                    schema={nationalPostCreateBodySchema}
                    field={`lines.${i}.name_en`}
                    label={t('new.name_en')}
                    required
                    {...form.getInputProps(`lines.${i}.name_en`)}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <NumberInput
                    label={t('new.quantity')}
                    required
                    min={1}
                    allowDecimal={false}
                    {...form.getInputProps(`lines.${i}.quantity`)}
                  />
                  <NumberInput
                    label={t('new.line_weight_g')}
                    required
                    min={1}
                    allowDecimal={false}
                    {...form.getInputProps(`lines.${i}.weight_g`)}
                  />
                  <AmountInput
                    label={t('new.unit_value')}
                    currency={form.values.currency}
                    required
                    {...form.getInputProps(`lines.${i}.unit_value`)}
                  />
                  <LimitedTextInput
                    schema={nationalPostCreateBodySchema}
                    field={`lines.${i}.origin`}
                    label={t('new.origin')}
                    required
                    maxLength={2}
                    {...form.getInputProps(`lines.${i}.origin`)}
                  />
                </SimpleGrid>
                <CustomsCodePicker
                  label={t('new.hs_code')}
                  required
                  value={form.values.lines[i]!.hs_code || null}
                  onChange={(code) => form.setFieldValue(`lines.${i}.hs_code`, code ?? '')}
                  error={form.errors[`lines.${i}.hs_code`]}
                />
              </Stack>
            </Fieldset>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={form.values.lines.length >= MAX_NATIONAL_POST_LINES}
              onClick={() => form.insertListItem('lines', emptyLine())}
            >
              {t('new.add_line')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('new.submit')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            {t('new.price_note')}
          </Text>
        </Stack>
      </form>
    </Page>
  );
}

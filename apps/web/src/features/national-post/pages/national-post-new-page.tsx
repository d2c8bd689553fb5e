import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
} from '@cabinet/contracts/national-post';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useBook, useCreateNationalPost } from '../api/national-post.ts';
import { emptyLine, FIELDS, toBody, type Values } from '../components/form-values.ts';
import { ItemFields } from '../components/item-fields.tsx';

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
            <ItemFields key={i} form={form} index={i} />
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

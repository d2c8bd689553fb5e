import { Button, Card, Grid, Group, NumberInput, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { paths } from '../../../shared/lib/paths.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { UsAddressCard } from '../../../shared/ui/us-address-card.tsx';
import { emptyItem, useNewPurchaseForm, type PurchaseForm } from '../components/use-new-purchase-form.ts';

const MAX_ITEMS = 20;

/** /buy/new — "buy for me": one or more items from US shops; an operator quotes the request. */
export function NewPurchasePage() {
  const { t } = useTranslation('purchases');
  const { form, submit, failure, pending } = useNewPurchaseForm();
  const items = form.getValues().items;

  return (
    <Page title={t('new.title')} caption={t('new.caption')} back={paths.purchases}>
      <Stack gap="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={880}>
            <FormError title={failure?.title ?? null} messages={failure?.messages} />
            {items.map((_, i) => (
              <ItemFields key={form.key(`items.${i}`)} form={form} index={i} removable={items.length > 1} />
            ))}
            <Group>
              {items.length < MAX_ITEMS && (
                <Button variant="light" onClick={() => form.insertListItem('items', emptyItem())}>
                  {t('new.add_item')}
                </Button>
              )}
              <Button type="submit" loading={pending}>
                {t('new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <UsAddressCard />
      </Stack>
    </Page>
  );
}

/** One item's fields: its link, name, options, quantity, expected price and note. */
function ItemFields({ form, index, removable }: { form: PurchaseForm; index: number; removable: boolean }) {
  const { t } = useTranslation('purchases');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('new.item', { n: index + 1 })}
        </Title>
        {removable && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => form.removeListItem('items', index)}>
            {t('new.remove_item', { n: index + 1 })}
          </Button>
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('item.url')}
            placeholder="https://"
            required
            maxLength={TEXT_LIMITS.long_text}
            key={form.key(`items.${index}.url`)}
            {...form.getInputProps(`items.${index}.url`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('item.title')}
            required
            maxLength={TEXT_LIMITS.short_text}
            key={form.key(`items.${index}.title`)}
            {...form.getInputProps(`items.${index}.title`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t('item.options')}
            description={t('item.options_hint')}
            maxLength={TEXT_LIMITS.short_text}
            key={form.key(`items.${index}.options`)}
            {...form.getInputProps(`items.${index}.options`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput
            label={t('item.quantity')}
            required
            min={1}
            max={999}
            allowDecimal={false}
            key={form.key(`items.${index}.quantity`)}
            {...form.getInputProps(`items.${index}.quantity`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <AmountInput
            label={t('item.expected_price')}
            currency="USD"
            key={form.key(`items.${index}.expected_price`)}
            {...form.getInputProps(`items.${index}.expected_price`)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('item.notes')}
            maxLength={TEXT_LIMITS.description}
            autosize
            minRows={1}
            key={form.key(`items.${index}.notes`)}
            {...form.getInputProps(`items.${index}.notes`)}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

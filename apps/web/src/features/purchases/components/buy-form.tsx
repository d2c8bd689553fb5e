import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import type { OpsPurchase } from '@cabinet/contracts/purchases-ops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useBuyPurchase } from '../api/ops-purchases.ts';

const FIELDS = ['shop_order_number', 'tracking', 'bought', ...Array.from({ length: 20 }, (_, i) => `bought.${i}`)];

/** Bought: the shop's order number and tracking, and how many of each item the shop had (less → a partial refund). */
export function BuyForm({ purchase }: { purchase: OpsPurchase }) {
  const { t } = useTranslation('purchases');
  const buy = useBuyPurchase();
  const { failure, clear, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ shop_order_number: string; tracking: string; bought: (number | string)[] }>({
    initialValues: { shop_order_number: '', tracking: '', bought: purchase.items.map((i) => i.quantity) },
  });
  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await buy.mutateAsync({
        id: purchase.id,
        body: { shop_order_number: v.shop_order_number, tracking: v.tracking, bought: v.bought.map(Number) },
      });
      notifySuccess(t('desk.bought'));
    } catch (error) {
      onServerError(error, form, event);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t('desk.buy')}</Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group align="flex-start">
          <TextInput
            label={t('details.shop_order_number')}
            required
            maxLength={TEXT_LIMITS.name}
            {...form.getInputProps('shop_order_number')}
          />
          <TextInput label={t('details.tracking')} maxLength={TEXT_LIMITS.name} {...form.getInputProps('tracking')} />
          {purchase.items.map((item, i) => (
            <NumberInput
              key={i}
              label={t('desk.bought_of', { title: item.title, quantity: item.quantity })}
              min={0}
              max={item.quantity}
              allowDecimal={false}
              w={200}
              {...form.getInputProps(`bought.${i}`)}
            />
          ))}
        </Group>
        <Group>
          <Button type="submit" loading={buy.isPending}>
            {t('desk.mark_bought')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

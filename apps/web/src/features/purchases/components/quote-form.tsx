import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { OpsPurchase } from '@cabinet/contracts/purchases-ops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useQuotePurchase } from '../api/ops-purchases.ts';

const FIELDS = ['prices', 'sales_tax', 'us_shipping', ...Array.from({ length: 20 }, (_, i) => `prices.${i}`)];

/** The quote: a unit price per item, the US sales tax and shipping; the API adds our fee and the expiry. */
export function QuoteForm({ purchase }: { purchase: OpsPurchase }) {
  const { t } = useTranslation('purchases');
  const quote = useQuotePurchase();
  const { failure, clear, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ prices: (string | number)[]; sales_tax: string | number; us_shipping: string | number }>({
    initialValues: { prices: purchase.items.map(() => ''), sales_tax: '0', us_shipping: '0' },
  });
  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await quote.mutateAsync({
        id: purchase.id,
        body: { prices: v.prices.map(String), sales_tax: String(v.sales_tax), us_shipping: String(v.us_shipping) },
      });
      notifySuccess(t('desk.quoted'));
    } catch (error) {
      onServerError(error, form, event);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t('desk.quote')}</Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group align="flex-start">
          {purchase.items.map((item, i) => (
            <AmountInput
              key={i}
              label={t('desk.price_of', { title: item.title, quantity: item.quantity })}
              currency="USD"
              required
              w={220}
              {...form.getInputProps(`prices.${i}`)}
            />
          ))}
          <AmountInput label={t('quote.sales_tax')} currency="USD" w={160} {...form.getInputProps('sales_tax')} />
          <AmountInput label={t('quote.us_shipping')} currency="USD" w={160} {...form.getInputProps('us_shipping')} />
        </Group>
        <Group>
          <Button type="submit" loading={quote.isPending}>
            {t('desk.send_quote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

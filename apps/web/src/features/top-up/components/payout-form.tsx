import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplacePayoutBodySchema, payoutMarketplaces, type PayoutMarketplace } from '@cabinet/contracts/top-up';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { usePayoutForm } from './use-payout-form.ts';

const MARKETPLACE_NAMES: Record<PayoutMarketplace, string> = {
  etsy: 'Etsy',
  amazon: 'Amazon',
  shopify: 'Shopify',
  ebay: 'eBay',
};

/** The sandbox's source of marketplace money until integrations exist: an operator registers a payout. */
export function PayoutForm() {
  const { t } = useTranslation('top-up');
  const { values, set, errors, failure, submit, pending } = usePayoutForm();

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('ops.payout_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ops.payout_caption')}
          </Text>
          <FormError title={failure?.title ?? null} messages={failure?.messages} />
          <Group align="start" grow>
            <TextInput
              label={t('ops.account_id')}
              inputMode="numeric"
              required
              value={values.account_id}
              error={errors.account_id}
              onChange={(e) => set('account_id')(e.currentTarget.value)}
            />
            <Select
              label={t('ops.marketplace')}
              data={payoutMarketplaces.map((m) => ({ value: m, label: MARKETPLACE_NAMES[m] }))}
              allowDeselect={false}
              value={values.marketplace}
              error={errors.marketplace}
              onChange={(value) => value && set('marketplace')(value)}
            />
            <LimitedTextInput
              schema={marketplacePayoutBodySchema}
              field="order_ref"
              label={t('ops.order_ref')}
              required
              value={values.order_ref}
              error={errors.order_ref}
              onChange={(e) => set('order_ref')(e.currentTarget.value)}
            />
            <TextInput
              label={t('form.amount')}
              inputMode="decimal"
              required
              value={values.amount}
              error={errors.amount}
              onChange={(e) => set('amount')(e.currentTarget.value)}
            />
          </Group>
          <Group>
            <Button type="submit" loading={pending}>
              {t('ops.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

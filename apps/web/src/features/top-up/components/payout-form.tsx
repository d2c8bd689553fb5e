import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplacePayoutBodySchema, payoutMarketplaces, type PayoutMarketplace } from '@cabinet/contracts/top-up';
import { newIdempotencyKey, IDEMPOTENCY_HEADER } from '../../../shared/api/idempotency.ts';
import { formSummary, validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { serverFormErrors } from '../../../shared/forms/server-errors.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterPayout } from '../api/ops-top-ups.ts';
import { parseAmount } from './amount-limits.ts';

const FIELDS = ['account_id', 'amount', 'marketplace', 'order_ref'] as const;
const MARKETPLACE_NAMES: Record<PayoutMarketplace, string> = {
  etsy: 'Etsy',
  amazon: 'Amazon',
  shopify: 'Shopify',
  ebay: 'eBay',
};

/** The sandbox's source of marketplace money until integrations exist: an operator registers a payout. */
export function PayoutForm() {
  const { t } = useTranslation('top-up');
  const register = useRegisterPayout();
  const [values, setValues] = useState({ account_id: '', amount: '', marketplace: 'etsy', order_ref: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    const body = {
      account_id: values.account_id.trim() === '' ? undefined : Number(values.account_id),
      amount: parseAmount(values.amount) === null ? values.amount : values.amount.replace(',', '.'),
      marketplace: values.marketplace as PayoutMarketplace,
      order_ref: values.order_ref,
    };
    // Checked with the contract the API validates with, as every form is: nothing is sent while a field is wrong.
    const invalid = validateWithSchema(marketplacePayoutBodySchema, body, t);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setFailure({ title: formSummary(invalid, t), messages: [] });
      return;
    }
    try {
      const payout = await register.mutateAsync({
        body: { ...body, account_id: body.account_id! },
        // One key per order: registering the same order twice is one payout anyway.
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      });
      notifySuccess(t('ops.registered', { order: payout.order_ref, time: formatDateTime(payout.clears_at) }));
      setValues((v) => ({ ...v, amount: '', order_ref: '' }));
    } catch (error) {
      const { fields, title, messages } = serverFormErrors(error, FIELDS, t);
      setErrors(fields);
      setFailure({ title, messages });
    }
  };

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
            <Button type="submit" loading={register.isPending}>
              {t('ops.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

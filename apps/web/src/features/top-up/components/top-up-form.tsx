import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { CreateTopUpBody, TopUpMethodInfo, TopUpMethod } from '@cabinet/contracts/top-up';
import { serverFormErrors } from '../../../shared/forms/server-errors.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { checkAmount, feeOf, type AmountCheck } from './amount-limits.ts';
import { usd } from './money-text.ts';

type Offer = Extract<AmountCheck, { kind: 'below' | 'above' }>;

export interface TopUpFormProps {
  methods: TopUpMethodInfo[];
  pending: boolean;
  /** Sends the top-up; a rejection is shown on the form. */
  onSubmit(body: CreateTopUpBody): Promise<unknown>;
  /** The request changed: a new attempt (a new idempotency key) begins. */
  onChange?(): void;
}

/**
 * Method and amount. §5: an amount outside the method's minimum or maximum is not sent; the form offers to set it
 * to the limit, and the seller presses Continue a second time to confirm the changed amount.
 */
export function TopUpForm({ methods, pending, onSubmit, onChange }: TopUpFormProps) {
  const { t } = useTranslation('top-up');
  const [method, setMethod] = useState<TopUpMethod>(methods[0]?.method ?? 'card');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const rule = methods.find((m) => m.method === method) ?? methods[0]!;
  const check = checkAmount(amount, rule);
  const fee = check.kind === 'ok' ? feeOf(rule, check.minor) : 0;

  const changed = () => {
    setOffer(null);
    setAdjusted(null);
    setFieldError(null);
    setFailure(null);
    onChange?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (check.kind === 'invalid') return setFieldError(t('form.amount_invalid'));
    if (check.kind !== 'ok') return setOffer(check);
    try {
      await onSubmit({ method, amount: fromMinor(check.minor) });
    } catch (error) {
      const { fields, title, messages } = serverFormErrors(error, ['amount', 'method'], t);
      setFieldError(fields.amount ?? null);
      setFailure({ title, messages: [...messages, ...(fields.method ? [fields.method] : [])] });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Radio.Group
          label={t('method.label')}
          value={method}
          onChange={(value) => {
            setMethod(value as TopUpMethod);
            changed();
          }}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((m) => (
              <Radio
                key={m.method}
                value={m.method}
                label={t(`method.${m.method}`)}
                description={`${t('method.limits', { minimum: usd(m.minimum.amount), maximum: usd(m.maximum.amount) })} · ${
                  Number(m.fee_percent) > 0 ? t('method.fee', { percent: m.fee_percent }) : t('method.no_fee')
                }`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('form.amount')}
          placeholder={t('form.amount_placeholder')}
          inputMode="decimal"
          autoComplete="off"
          required
          maw={240}
          value={amount}
          error={fieldError}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            changed();
          }}
        />
        {check.kind === 'ok' && fee > 0 && (
          <Text size="sm" c="dimmed">
            {t('form.you_pay', { total: usd(fromMinor(check.minor + fee)), amount: usd(fromMinor(check.minor)) })}
          </Text>
        )}
        {offer && (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            title={t(`form.${offer.kind}`, { limit: usd(offer.limit) })}
          >
            <Button
              variant="light"
              color="yellow"
              size="xs"
              onClick={() => {
                setAmount(offer.adjusted);
                setOffer(null);
                setAdjusted(offer.adjusted);
                onChange?.();
              }}
            >
              {t('form.adjust', { amount: usd(offer.adjusted) })}
            </Button>
          </Alert>
        )}
        {adjusted && (
          <Alert color="blue" variant="light" role="status">
            {t('form.adjusted', { amount: usd(adjusted) })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {t('form.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

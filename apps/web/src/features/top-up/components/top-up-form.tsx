import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { CreateTopUpBody, TopUpMethodInfo } from '@cabinet/contracts/top-up';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { usd } from './money-text.ts';
import { TopUpMethodField } from './top-up-method-field.tsx';
import { useTopUpAmount } from './use-top-up-amount.ts';

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
  const { check, fee, offer, adjusted, failure, ...flow } = useTopUpAmount({ methods, onSubmit, onChange });

  return (
    <form onSubmit={(e) => void flow.submit(e)} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <TopUpMethodField methods={methods} value={flow.method} onChange={flow.chooseMethod} />
        <TextInput
          label={t('form.amount')}
          placeholder={t('form.amount_placeholder')}
          inputMode="decimal"
          autoComplete="off"
          required
          maw={240}
          value={flow.amount}
          error={flow.fieldError}
          onChange={(e) => flow.typeAmount(e.currentTarget.value)}
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
            <Button variant="light" color="yellow" size="xs" onClick={() => flow.acceptOffer(offer)}>
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

import { Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentLinkCreateBodySchema, paymentLinkCurrencies } from '@cabinet/contracts/payment-links';
import { paths } from '../../../shared/lib/paths.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useNewLinkForm } from '../components/use-new-link-form.ts';

/** /payment-links/new — a one-time or permanent link for an amount; it goes to review before buyers can pay. */
export function PaymentLinkNewPage() {
  const { t } = useTranslation('payment-links');
  const { form, submit, failure, pending } = useNewLinkForm();
  const values = form.getValues();

  return (
    <Page title={t('new.title')} caption={t('new.caption')} back={paths.paymentLinks}>
      <Card withBorder radius="lg" padding="lg" maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError title={failure?.title ?? null} messages={failure?.messages} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="link-kind-label">
                {t('new.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="link-kind-label"
                data={[
                  { value: 'one_time', label: t('kind.one_time') },
                  { value: 'permanent', label: t('kind.permanent') },
                ]}
                {...form.getInputProps('kind')}
              />
              <Text size="xs" c="gray.7">
                {t(values.kind === 'one_time' ? 'new.one_time_hint' : 'new.permanent_hint')}
              </Text>
            </Stack>
            <Group grow align="flex-start">
              <AmountInput
                label={t('new.amount')}
                currency={values.currency}
                required
                {...form.getInputProps('amount')}
              />
              <Select
                label={t('new.currency')}
                data={paymentLinkCurrencies.map((c) => ({ value: c, label: c }))}
                allowDeselect={false}
                required
                {...form.getInputProps('currency')}
              />
            </Group>
            {values.currency !== 'USD' && (
              <Text size="xs" c="gray.7">
                {t('new.conversion_hint')}
              </Text>
            )}
            <LimitedTextarea
              schema={paymentLinkCreateBodySchema}
              field="description"
              label={t('new.description')}
              description={t('new.description_hint')}
              required
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Text size="sm" c="gray.7">
              {t('new.review_hint')}
            </Text>
            <Group>
              <Button type="submit" loading={pending}>
                {t('new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

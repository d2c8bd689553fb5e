import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INVOICE_MAX_LINES, issueInvoiceBodySchema } from '@cabinet/contracts/invoices';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { emptyLine, type IssueInvoiceValues } from './issue-invoice-values.ts';

/** The invoice's lines — what, how many, at what price — with a line added or removed (at least one, at most the limit). */
export function InvoiceLinesFields({ form }: { form: UseFormReturnType<IssueInvoiceValues> }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="xs" role="group" aria-label={t('ops.lines')}>
      <Text size="sm" fw={500}>
        {t('ops.lines')}
      </Text>
      {form.values.lines.map((_, i) => (
        <Group key={i} align="start" gap="xs" wrap="nowrap">
          <LimitedTextInput
            schema={issueInvoiceBodySchema}
            field={`lines.${i}.description`}
            aria-label={t('ops.line_description', { n: i + 1 })}
            placeholder={t('columns.description')}
            style={{ flex: 1 }}
            {...form.getInputProps(`lines.${i}.description`)}
          />
          <NumberInput
            aria-label={t('ops.line_quantity', { n: i + 1 })}
            placeholder={t('columns.quantity')}
            w={90}
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`lines.${i}.quantity`)}
          />
          <AmountInput
            aria-label={t('ops.line_price', { n: i + 1 })}
            placeholder={t('columns.unit_price')}
            w={130}
            currency="USD"
            {...form.getInputProps(`lines.${i}.unit_price`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('ops.remove_line', { n: i + 1 })}
            disabled={form.values.lines.length === 1}
            onClick={() => form.removeListItem('lines', i)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.lines === 'string' && (
        <Text size="xs" c="red.9">
          {form.errors.lines}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        disabled={form.values.lines.length >= INVOICE_MAX_LINES}
        onClick={() => form.insertListItem('lines', emptyLine())}
      >
        {t('ops.add_line')}
      </Button>
    </Stack>
  );
}

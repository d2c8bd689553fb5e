import { Alert, Badge, Button, Group, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalculatorResponse } from '@cabinet/contracts/tariffs';
import { formatMoney } from '../../../shared/lib/format.ts';
import { kilograms } from './cart.ts';

type Excluded = CalculatorResponse['excluded'];

/** Why some types are missing: only the §5 rules and weight limits, not the types a zone never offers. */
export function Exclusions({ excluded }: { excluded: Excluded }) {
  const { t } = useTranslation('tariffs');
  const shown = excluded.filter((e) => e.reason !== 'not_offered');
  if (shown.length === 0) return null;
  return (
    <List size="sm" c="gray.7" aria-label={t('result.excluded')}>
      {shown.map((e) => (
        <List.Item key={e.delivery_type}>
          {t(`types.${e.delivery_type}`)}: {t(`reasons.${e.reason}`)}
        </List.Item>
      ))}
    </List>
  );
}

/** The rates, cheapest first, each with "add to cart"; the weights used; the §9 notes. */
export function QuoteResult({ quote, onAdd }: { quote: CalculatorResponse; onAdd: (uid: string) => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>
          {t('result.chargeable', {
            chargeable: kilograms(quote.chargeable_weight_g),
            actual: kilograms(quote.actual_weight_g),
            volumetric: kilograms(quote.volumetric_weight_g),
          })}
        </Text>
        {quote.sandbox && (
          <Badge color="yellow" variant="light">
            {t('result.sandbox')}
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover>
          <Table.Caption>{t('result.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('result.type')}</Table.Th>
              <Table.Th>{t('result.days')}</Table.Th>
              <Table.Th ta="right">{t('result.price')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('result.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.rates.map((rate) => (
              <Table.Tr key={rate.uid}>
                <Table.Td>{t(`types.${rate.delivery_type}`)}</Table.Td>
                <Table.Td>
                  {t('result.days_range', { min: rate.delivery_days.min, max: rate.delivery_days.max })}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(rate.price)}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onAdd(rate.uid)}
                    aria-label={t('result.add_named', { type: t(`types.${rate.delivery_type}`) })}
                  >
                    {t('result.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Exclusions excluded={quote.excluded} />
      {quote.notes.length > 0 && (
        <Alert variant="light" color="blue" title={t('notes.title')}>
          <List size="sm">
            {quote.notes.map((note) => (
              <List.Item key={note}>{t(`notes.${note}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

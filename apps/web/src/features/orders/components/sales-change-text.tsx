import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeOf, changeParts } from './sales-change.ts';

const COLOURS = { up: 'teal.9', down: 'red.9', flat: 'gray.7' } as const;

/** A figure's change against the period before, or "no previous data" when that period had none. */
export function SalesChangeText({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation('orders');
  const change = changeOf(current, previous);
  if (!change) {
    return (
      <Text size="sm" c="gray.7" span>
        {t('stats.no_previous')}
      </Text>
    );
  }
  const { arrow, value } = changeParts(change);
  return (
    <Text size="sm" c={COLOURS[change.direction]} span>
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {value}
    </Text>
  );
}

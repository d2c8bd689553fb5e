import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopUpMethod, TopUpMethodInfo } from '@cabinet/contracts/top-up';
import { usd } from './money-text.ts';

/** The top-up methods, each with its limits and fee. */
export function TopUpMethodField({
  methods,
  value,
  onChange,
}: {
  methods: TopUpMethodInfo[];
  value: TopUpMethod;
  onChange(method: TopUpMethod): void;
}) {
  const { t } = useTranslation('top-up');
  return (
    <Radio.Group label={t('method.label')} value={value} onChange={(chosen) => onChange(chosen as TopUpMethod)}>
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
  );
}

import { Anchor, Card, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethod, WithdrawalMethodInfo } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { requisitesUrl } from '../../../shared/lib/paths.ts';
import { RequisitesSummary } from './requisites-summary.tsx';

function feeText(method: WithdrawalMethodInfo, t: (key: string, o?: Record<string, string>) => string) {
  if (method.fee.percent === '0.00' && method.fee.minimum.amount === '0.00') return t('get_money.fee_free');
  if (method.fee.minimum.amount === '0.00') return t('get_money.fee', { percent: method.fee.percent });
  return t('get_money.fee_min', { percent: method.fee.percent, minimum: formatMoney(method.fee.minimum) });
}

/** One method's card: its limits and fee, and the state of its requisites with a link to add or change them. */
function MethodCard({ method: m, canWrite }: { method: WithdrawalMethodInfo; canWrite: boolean }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Radio value={m.method} label={t(`methods.${m.method}`)} />
        <Text size="xs" c="gray.7">
          {t('get_money.limits', { min: formatMoney(m.min), max: formatMoney(m.max) })} · {feeText(m, t)}
          {m.payout_currency === 'UAH' ? ` · ${t('get_money.paid_in_uah')}` : ''}
        </Text>
        {m.requisites ? (
          <RequisitesSummary requisites={m.requisites} size="xs" />
        ) : (
          <Text size="xs" c="red.9">
            {t('get_money.no_requisites')}
          </Text>
        )}
        {canWrite && (
          <Anchor component={Link} to={requisitesUrl(m.method)} size="xs">
            {m.has_requisites ? t('get_money.change_requisites') : t('get_money.add_requisites')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** The withdrawal methods as radio cards. */
export function WithdrawMethodPicker({
  methods,
  value,
  canWrite,
  onChange,
}: {
  methods: WithdrawalMethodInfo[];
  value: WithdrawalMethod | undefined;
  canWrite: boolean;
  onChange(method: WithdrawalMethod): void;
}) {
  const { t } = useTranslation('withdrawals');
  return (
    <Radio.Group
      label={t('get_money.method')}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as WithdrawalMethod)}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="xs">
        {methods.map((m) => (
          <MethodCard key={m.method} method={m} canWrite={canWrite} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

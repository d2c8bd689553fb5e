import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashbackRule } from '@cabinet/contracts/cashback';
import { percentText } from './percent.ts';

/** The rules in force, in words: what earns how much, and how it is counted. */
export function CashbackRulesText({ rules, minimum }: { rules: CashbackRule[]; minimum: string }) {
  const { t } = useTranslation('cashback');
  const earning = rules.filter((rule) => Number(rule.percent) > 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('rules.title')}
      </Title>
      {earning.length === 0 ? (
        <Text size="sm">{t('rules.none')}</Text>
      ) : (
        <List size="sm" spacing={4} aria-label={t('rules.title')}>
          {earning.map((rule) => (
            <List.Item key={rule.kind}>
              {t(`rules.kind.${rule.kind}`, { percent: percentText(rule.percent) })}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="gray.7">
        {t('rules.how')}
      </Text>
      <Text size="sm" c="gray.7">
        {t('rules.redeem', { minimum })}
      </Text>
    </Stack>
  );
}

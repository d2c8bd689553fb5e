import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorState } from '@cabinet/contracts/auth';
import { DisableTwoFactorForm } from './disable-two-factor-form.tsx';
import { RegenerateCodesForm } from './regenerate-codes-form.tsx';
import { SectionCard } from './section-card.tsx';

const FEW_CODES_LEFT = 3;

/** Two-factor is on: its state, new recovery codes, and turning it off. */
export function TwoFactorOn({ state, email }: { state: TwoFactorState; email: string }) {
  const { t } = useTranslation('account');
  const few = state.recovery_codes_left <= FEW_CODES_LEFT;
  return (
    <Stack gap="lg">
      <SectionCard
        id="two-factor-status"
        title={t('status.title')}
        aside={
          <Badge color="teal" variant="light">
            {t('status.on')}
          </Badge>
        }
      >
        <Stack gap="xs">
          <Text size="sm">{t('status.on_text')}</Text>
          <Text size="sm" c={few ? 'red.9' : 'gray.7'} fw={few ? 600 : 400}>
            {t('status.codes_left', { left: state.recovery_codes_left })}
          </Text>
        </Stack>
      </SectionCard>
      <SectionCard id="two-factor-regenerate" title={t('regenerate.title')}>
        <RegenerateCodesForm email={email} />
      </SectionCard>
      <SectionCard id="two-factor-disable" title={t('disable.title')}>
        <DisableTwoFactorForm />
      </SectionCard>
    </Stack>
  );
}

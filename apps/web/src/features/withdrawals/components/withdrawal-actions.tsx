import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { requisitesUrl } from '../../../shared/lib/paths.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeWithdrawal } from '../api/change-withdrawal.ts';
import { requisitesQuery } from '../api/requisites.ts';
import { reworded } from './problem.ts';
import { RequisitesSummary } from './requisites-summary.tsx';

/**
 * Cancel a withdrawal nobody has paid (its money is unfrozen); after "payment details need to be corrected" (§8),
 * correct the method's requisites and resubmit, confirming the corrected recipient data.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('withdrawals');
  const change = useChangeWithdrawal();
  const queryClient = useQueryClient();
  const open = withdrawal.status === 'pending' || withdrawal.status === 'details_need_correction';
  if (!open) return null;

  const askThenDo = async (action: 'cancel' | 'resubmit') => {
    // The corrected recipient data is what the seller confirms on resubmission (§5).
    const current =
      action === 'resubmit' ? (await queryClient.fetchQuery(requisitesQuery(withdrawal.method))).requisites : null;
    const answer = await ask({
      title: t(`invoices.${action}_title`, { id: withdrawal.id }),
      message:
        action === 'cancel' ? (
          t('invoices.cancel_text', { total: formatMoney(withdrawal.total) })
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('invoices.resubmit_text')}</Text>
            {current && <RequisitesSummary requisites={current} />}
          </Stack>
        ),
      actions: [
        {
          label: t(`invoices.${action}_confirm`),
          color: action === 'cancel' ? 'red' : undefined,
          handler: () =>
            change
              .mutateAsync({ id: withdrawal.id, action })
              .catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (!answer) return;
    notifySuccess(t(`invoices.${action}_done`, { id: withdrawal.id }));
  };

  return (
    <Group gap={6} wrap="wrap">
      {withdrawal.status === 'details_need_correction' && (
        <>
          <Anchor component={Link} to={requisitesUrl(withdrawal.method)} size="sm">
            {t('invoices.correct')}
          </Anchor>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void askThenDo('resubmit')}
            disabled={change.isPending}
          >
            {t('invoices.resubmit')}
          </Button>
        </>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => void askThenDo('cancel')}
        disabled={change.isPending}
      >
        {t('invoices.cancel')}
      </Button>
    </Group>
  );
}

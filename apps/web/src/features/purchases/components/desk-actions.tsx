import { Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canMovePurchase, plainPurchaseMoves, type PurchaseStatus } from '@cabinet/contracts/purchases';
import type { OpsPurchase } from '@cabinet/contracts/purchases-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useCancelOpsPurchase, useMovePurchase, useRefundPurchase } from '../api/ops-purchases.ts';
import { BuyForm } from './buy-form.tsx';
import { QuoteForm } from './quote-form.tsx';

/** What the desk can do with a purchase in its status: quote, buy, a plain move, cancel, refund (docs/purchases.md). */
export function DeskActions({ purchase }: { purchase: OpsPurchase }) {
  const { t } = useTranslation('purchases');
  const move = useMovePurchase();
  const cancel = useCancelOpsPurchase();
  const refund = useRefundPurchase();
  const [target, setTarget] = useState<PurchaseStatus | null>(null);
  const moves = plainPurchaseMoves.filter((s) => canMovePurchase(purchase.status, s));
  const can = (to: PurchaseStatus) => canMovePurchase(purchase.status, to);

  const act = async (action: 'cancel' | 'refund' | 'move') => {
    try {
      await confirm({
        title: t(`desk.${action}_title`, { status: target ? t(`statuses.${target}`) : '' }),
        message: t(`desk.${action}_text`),
        actions: [{ label: t(`desk.${action}`), value: true, color: action === 'move' ? undefined : 'red' }],
      });
      if (action === 'cancel') await cancel.mutateAsync(purchase.id);
      else if (action === 'refund') await refund.mutateAsync(purchase.id);
      else await move.mutateAsync({ id: purchase.id, body: { status: target! } });
      setTarget(null);
      notifySuccess(t('desk.done'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('desk.title')}
      </Title>
      <Stack gap="md">
        {can('wait_pay') && <QuoteForm purchase={purchase} />}
        {can('payed') && <BuyForm purchase={purchase} />}
        <Group align="flex-end">
          {moves.length > 0 && (
            <>
              <Select
                label={t('desk.move_to')}
                data={moves.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                value={target}
                onChange={(value) => setTarget(value as PurchaseStatus | null)}
                w={260}
              />
              <Button variant="light" disabled={!target} loading={move.isPending} onClick={() => void act('move')}>
                {t('desk.move')}
              </Button>
            </>
          )}
          {can('cancelled') && (
            <Button variant="subtle" color="red" loading={cancel.isPending} onClick={() => void act('cancel')}>
              {t('desk.cancel')}
            </Button>
          )}
          {can('refunded') && (
            <Button variant="subtle" color="red" loading={refund.isPending} onClick={() => void act('refund')}>
              {t('desk.refund')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

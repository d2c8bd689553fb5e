import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalRejectBodySchema, type OpsDisposalRequest } from '@cabinet/contracts/disposal';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useDisposalAction } from '../api/ops-warehouse.ts';

type Decision = 'approve' | 'reject' | 'complete';

/**
 * A request's decisions: approve or complete it, or reject it with a reason typed in place. Completing and rejecting
 * cannot be undone: each asks first, saying what goes, what the seller pays and that the seller is told (issue 23).
 */
export function DisposalActions({ request }: { request: OpsDisposalRequest }) {
  const { t } = useTranslation('warehouse-stock');
  const action = useDisposalAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const run = (kind: Decision) => action.mutateAsync({ id: request.id, action: kind, reason });
  const done = (kind: Decision) => notifySuccess(t(`ops.disposals.done_${kind}`, { number: request.id }));

  const approve = async () => {
    try {
      await run('approve');
      done('approve');
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const confirmed = async (kind: 'reject' | 'complete') => {
    const items = request.items.map((i) => t('ops.disposals.item_line', { sku: i.sku, count: i.quantity })).join(', ');
    const answer = await ask({
      title: t(`ops.disposals.${kind}_title`, { number: request.id }),
      message: t(`ops.disposals.${kind}_text`, { items, fee: formatMoney(request.fee), reason: reason.trim() }),
      actions: [{ label: t(`ops.disposals.${kind}_confirm`), color: 'red', handler: () => run(kind) }],
    });
    if (answer) done(kind);
  };

  if (request.status !== 'pending' && request.status !== 'approved') return null;
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {request.status === 'pending' && (
          <Button size="compact-sm" loading={action.isPending} onClick={() => void approve()}>
            {t('ops.disposals.approve')}
          </Button>
        )}
        {request.status === 'approved' && (
          <Button size="compact-sm" onClick={() => void confirmed('complete')}>
            {t('ops.disposals.complete')}
          </Button>
        )}
        <Button size="compact-sm" variant="default" color="red" onClick={() => setRejecting((r) => !r)}>
          {t('ops.disposals.reject')}
        </Button>
      </Group>
      {rejecting && (
        <Group gap={4} align="end">
          <LimitedTextarea
            schema={disposalRejectBodySchema}
            field="reason"
            label={t('ops.disposals.reason')}
            size="xs"
            autosize
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            size="compact-sm"
            color="red"
            disabled={reason.trim().length < 3}
            onClick={() => void confirmed('reject')}
          >
            {t('ops.disposals.confirm_reject')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalRejectBodySchema, type OpsDisposalRequest } from '@cabinet/contracts/disposal';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useDisposalAction } from '../api/ops-warehouse.ts';

/** A request's decisions: approve or complete it, or reject it with a reason typed in place. */
export function DisposalActions({ request }: { request: OpsDisposalRequest }) {
  const { t } = useTranslation('warehouse-stock');
  const action = useDisposalAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const act = async (kind: 'approve' | 'reject' | 'complete') => {
    try {
      await action.mutateAsync({ id: request.id, action: kind, reason });
      notifySuccess(t(`ops.disposals.done_${kind}`, { number: request.id }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  if (request.status !== 'pending' && request.status !== 'approved') return null;
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {request.status === 'pending' && (
          <Button size="compact-sm" loading={action.isPending} onClick={() => void act('approve')}>
            {t('ops.disposals.approve')}
          </Button>
        )}
        {request.status === 'approved' && (
          <Button size="compact-sm" loading={action.isPending} onClick={() => void act('complete')}>
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
          <Button size="compact-sm" color="red" disabled={reason.trim().length < 3} onClick={() => void act('reject')}>
            {t('ops.disposals.confirm_reject')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

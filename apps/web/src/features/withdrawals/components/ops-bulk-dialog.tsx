import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '@cabinet/contracts/withdrawals-ops';
import { newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useBulkWithdrawals, type BulkAction } from '../api/ops-withdrawals.ts';
import { OpsBulkResults } from './ops-bulk-results.tsx';
import { OpsReasonForm } from './ops-reason-form.tsx';
import { problemMessage } from './problem.ts';

export interface BulkRequest {
  action: BulkAction['action'];
  /** The withdrawals as they were ticked when the dialog opened. */
  ids: number[];
}

/** A bulk action asks first (with the reason, to reject), then shows what became of each withdrawal. */
export function OpsBulkDialog({
  request,
  onResult,
  onClose,
}: {
  request: BulkRequest | null;
  onResult(result: BulkResult): void;
  onClose(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const count = request?.ids.length ?? 0;
  const title = request ? t(request.action === 'pay' ? 'ops.bulk.pay_title' : 'ops.bulk.reject_title', { count }) : '';
  return (
    <DialogFrame opened={request !== null} onClose={onClose} title={title}>
      {request && <BulkBody request={request} onResult={onResult} onClose={onClose} />}
    </DialogFrame>
  );
}

/** Mounted per opening (DialogFrame): a fresh key, a fresh answer. */
function BulkBody({
  request,
  onResult,
  onClose,
}: {
  request: BulkRequest;
  onResult(result: BulkResult): void;
  onClose(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const [key] = useState(newIdempotencyKey);
  const bulk = useBulkWithdrawals();
  const run = async (a: BulkAction, attempt: string) => onResult(await bulk.mutateAsync({ ...a, key: attempt }));
  if (bulk.data) return <OpsBulkResults action={request.action} results={bulk.data.results} onClose={onClose} />;
  if (request.action === 'reject') {
    return (
      <OpsReasonForm
        text={t('ops.bulk.reject_text')}
        submitLabel={t('ops.reject')}
        danger
        onCancel={onClose}
        onSubmit={(reason, attempt) => run({ action: 'reject', ids: request.ids, reason }, attempt)}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('ops.bulk.pay_text')}</Text>
      <FormError title={bulk.error ? problemMessage(bulk.error, t) : null} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
          {common('actions.cancel')}
        </Button>
        <Button
          color="teal"
          loading={bulk.isPending}
          onClick={() => void run({ action: 'pay', ids: request.ids }, key).catch(() => undefined)}
        >
          {t('ops.pay')}
        </Button>
      </Group>
    </Stack>
  );
}

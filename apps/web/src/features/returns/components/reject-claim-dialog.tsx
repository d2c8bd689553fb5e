import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnClaimRejectBodySchema, type OpsReturnClaim } from '@cabinet/contracts/returns-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { useRejectClaim } from '../api/ops-returns.ts';

/** Rejecting a claim needs a reason (3 characters at least), which the seller reads. */
export function RejectClaimDialog({ claim, onClose }: { claim: OpsReturnClaim | null; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const reject = useRejectClaim();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!claim) return;
    if (reason.trim().length < 3) return setError(t('ops.claims.reason_short'));
    try {
      await reject.mutateAsync({ id: claim.id, reason: reason.trim() });
      close();
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };
  const titled = useRetained(claim);
  return (
    <Modal
      opened={claim !== null}
      onClose={close}
      title={t('ops.claims.reject_title', { number: titled?.return_number })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <LimitedTextarea
          schema={returnClaimRejectBodySchema}
          field="reason"
          label={t('ops.claims.reason')}
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={reject.isPending} onClick={() => void send()}>
            {t('ops.claims.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { packageClaimRefuseBodySchema, type OpsPackageClaim } from '@cabinet/contracts/us-package-claims';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { useRefusePackageClaim } from '../api/package-claims.ts';

/** Refusing a claim needs a reason (3 characters at least), which the seller reads. */
export function RefuseClaimDialog({ claim, onClose }: { claim: OpsPackageClaim | null; onClose: () => void }) {
  const { t } = useTranslation('us-packages');
  const refuse = useRefusePackageClaim();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!claim) return;
    if (reason.trim().length < 3) return setError(t('claims.reason_short'));
    try {
      await refuse.mutateAsync({ id: claim.id, reason: reason.trim() });
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
      title={t('claims.refuse_title', { tracking: titled?.package.tracking_number })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <LimitedTextarea
          schema={packageClaimRefuseBodySchema}
          field="reason"
          label={t('claims.reason')}
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
          <Button color="red" loading={refuse.isPending} onClick={() => void send()}>
            {t('claims.refuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

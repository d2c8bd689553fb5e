import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';
import { useRetained } from '../lib/use-retained.ts';
import { LimitedTextarea } from './limited-text.tsx';

export interface ReasonRequest {
  title: string;
  label: string;
  submit: string;
  /** Sends the decision; a failure is shown in the dialog. */
  run: (reason: string) => Promise<unknown>;
}

/**
 * An operator's decision that the seller must understand (decline, block, reject): the reason is required. The
 * feature gives the body schema (its `reason` sets the limit) and words "too short" itself.
 */
export function ReasonDialog({
  request,
  onClose,
  schema,
  tooShort,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
  schema: unknown;
  tooShort: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!request) return;
    if (reason.trim().length < 3) {
      setError(tooShort);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await request.run(reason.trim());
      close();
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const titled = useRetained(request);
  return (
    <Modal opened={request !== null} onClose={close} title={titled?.title}>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <LimitedTextarea
          schema={schema}
          field="reason"
          label={request?.label}
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
          <Button color="red" loading={busy} onClick={() => void send()}>
            {request?.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsReasonBodySchema } from '@cabinet/contracts/withdrawals-ops';
import { newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { problemMessage } from './problem.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

/** A reason the seller will read (rejection, or what to correct); one Idempotency-Key per opening of the dialog. */
export function OpsReasonForm({
  text,
  submitLabel,
  danger,
  onSubmit,
  onCancel,
}: {
  text: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit(reason: string, key: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const [key] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setFailure(null);
    if (reason.trim().length < 3) return setError(t('ops.reason_short'));
    setPending(true);
    try {
      await onSubmit(reason.trim(), key);
    } catch (e) {
      setFailure(problemMessage(e, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{text}</Text>
      <FormError title={failure} />
      <LimitedTextarea
        schema={opsReasonBodySchema}
        field="reason"
        label={t('ops.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}

        rows={3}
        required
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {common('actions.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={pending} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

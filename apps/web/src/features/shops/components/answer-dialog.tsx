import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { connectionRequestAnswerSchema, type ConnectionRequest } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsAnswer, type RequestAnswer } from '../api/ops-shops.ts';

const ANSWER_STATUSES = ['in_progress', 'done', 'declined'] as const;
type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** The operator's answer to a connection request: where it stands now and what the seller reads. */
export function AnswerDialog({ request, onClose }: { request: ConnectionRequest | null; onClose(): void }) {
  const { t } = useTranslation('shops');
  const titled = useRetained(request);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('ops.answer.title', { platform: titled?.platform ?? '' })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {request && <AnswerForm key={request.id} request={request} onDone={onClose} />}
    </Modal>
  );
}

function AnswerForm({ request, onDone }: { request: ConnectionRequest; onDone(): void }) {
  const { t } = useTranslation('shops');
  const answer = useOpsAnswer();
  const [status, setStatus] = useState<AnswerStatus>(request.status === 'new' ? 'in_progress' : request.status);
  const [text, setText] = useState(request.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    const body: RequestAnswer = { status, answer: text.trim() };
    try {
      await answer.mutateAsync({ id: request.id, body });
      notifySuccess(t('ops.answer.sent', { email: request.account_email ?? '' }));
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Text size="sm">
          {request.account_email} · {request.shop_url}
        </Text>
        <Radio.Group
          label={t('ops.answer.status')}
          value={status}
          onChange={(value) => setStatus(value as AnswerStatus)}
        >
          <Stack gap="xs" mt="xs">
            {ANSWER_STATUSES.map((s) => (
              <Radio key={s} value={s} label={t(`ops.request_status.${s}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <LimitedTextarea
          schema={connectionRequestAnswerSchema}
          field="answer"
          label={t('ops.answer.text')}
          description={t('ops.answer.text_hint')}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={answer.isPending}>
            {t('ops.answer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Anchor, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  returnDecisionBodySchema,
  returnDecisions,
  type Return,
  type ReturnDecision,
} from '@cabinet/contracts/returns';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { rewordedMessage } from '../../../shared/api/reword.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDecideReturn } from '../api/decide-return.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { firstRow, toDistribution, type DistributionRow } from './distribution-rows.ts';
import { DistributionTable } from './distribution-table.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const PROBLEMS = ['distributed_items_mismatch', 'return_already_decided', 'insufficient_funds'];

/** The seller's decision on one return (§4); distribution goes through the table of recipients and items. */
export function DecisionDialog({ ret, onClose }: { ret: Return | null; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const titled = useRetained(ret);
  return (
    <Modal
      opened={ret !== null}
      onClose={onClose}
      size="xl"
      title={titled ? <DialogTitle ret={titled} /> : null}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {ret && <DecisionForm key={ret.id} ret={ret} onDone={onClose} />}
    </Modal>
  );
}

function DialogTitle({ ret }: { ret: Return }) {
  const { t } = useTranslation('returns');
  return <>{t('decision.title', { number: ret.number })}</>;
}

function DecisionForm({ ret, onDone }: { ret: Return; onDone: () => void }) {
  const { t } = useTranslation('returns');
  const [decision, setDecision] = useState<ReturnDecision>('restock');
  const [comment, setComment] = useState('');
  const [rows, setRows] = useState<DistributionRow[]>(() => [firstRow(ret.items)]);
  const [problem, setProblem] = useState<string | null>(null);
  const recipients = useRecipients(decision === 'distribute');
  const decide = useDecideReturn();
  const idempotency = useIdempotencyKey();
  const recipientList = recipients.data?.address_book ?? [];

  const submit = async () => {
    setProblem(null);
    if (decision === 'distribute' && rows.some((row) => !row.recipientId)) {
      setProblem(t('distribution.pick_recipients'));
      return;
    }
    const body =
      decision === 'distribute' ? { decision, comment, distribution: toDistribution(rows) } : { decision, comment };
    try {
      await decide.mutateAsync({ id: ret.id, body, headers: idempotency.headers });
      idempotency.renew();
      notifySuccess(t('decision.done', { number: ret.number }));
      onDone();
    } catch (error) {
      setProblem(rewordedMessage(error, t, 'returns', PROBLEMS));
    }
  };

  return (
    <Stack gap="md">
      <FormError title={problem} />
      {ret.overdue && (
        <Banner level="warning">
          {t('decision.storage_due', { days: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
        </Banner>
      )}
      <Radio.Group
        label={t('decision.choice')}
        value={decision}
        onChange={(value) => {
          setDecision(value as ReturnDecision);
          setProblem(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {returnDecisions.map((d) => (
            <Radio key={d} value={d} label={t(`decision.${d}`)} description={t(`decision.${d}_hint`)} />
          ))}
        </Stack>
      </Radio.Group>
      {decision === 'distribute' &&
        (recipients.isSuccess && recipientList.length === 0 ? (
          <Text size="sm">
            {t('distribution.no_recipients')}{' '}
            <Anchor component={Link} to={paths.addressNew}>
              {t('distribution.new_recipient')}
            </Anchor>
          </Text>
        ) : (
          <DistributionTable items={ret.items} recipients={recipientList} rows={rows} onChange={setRows} />
        ))}
      <LimitedTextarea
        schema={returnDecisionBodySchema}
        field="comment"
        label={t('decision.comment')}
        value={comment}
        autosize
        minRows={2}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={decide.isPending}>
          {t('decision.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

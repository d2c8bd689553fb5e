import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalCreateBodySchema, DISPOSAL_FEE_PER_UNIT_MINOR } from '@cabinet/contracts/disposal';
import { moneyOf } from '@cabinet/contracts/money-math';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateDisposal } from '../api/disposal.ts';
import { useStock } from '../api/get-stock.ts';
import { DisposalQuantities } from './disposal-quantities.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const fee = (units: number) => formatMoney(moneyOf(units * DISPOSAL_FEE_PER_UNIT_MINOR));

/** A new disposal request (§3): units of unblocked stock, at most what is available, and a comment. */
export function DisposalDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('warehouse-stock');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('disposal.new_title')}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {opened && <DisposalForm onDone={onClose} />}
    </Modal>
  );
}

function DisposalForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('warehouse-stock');
  // Only what may be disposed of: unblocked units at the warehouse.
  const stock = useStock({ page: 1, state: 'unblocked', place: 'in_stock', on_page: 100 });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateDisposal();
  const idempotency = useIdempotencyKey();
  const rows = (stock.data?.products ?? []).filter((p) => p.available > 0);
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ product_id: Number(id), quantity }));
  const units = items.reduce((sum, i) => sum + i.quantity, 0);

  const submit = async () => {
    setProblem(null);
    try {
      await create.mutateAsync({ body: { items, comment }, headers: idempotency.headers });
      idempotency.renew();
      notifySuccess(t('disposal.created'));
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };

  return (
    <Stack gap="md">
      <FormError title={problem} />
      {stock.isSuccess && rows.length === 0 ? (
        <Text>{t('disposal.nothing_available')}</Text>
      ) : (
        <DisposalQuantities
          products={rows}
          quantities={quantities}
          onChange={(id, quantity) => setQuantities((q) => ({ ...q, [id]: quantity }))}
        />
      )}
      <LimitedTextarea
        schema={disposalCreateBodySchema}
        field="comment"
        label={t('disposal.comment')}
        value={comment}
        autosize
        minRows={2}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Text size="sm">{t('disposal.fee_hint', { fee: fee(1), total: fee(units) })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={create.isPending} disabled={units === 0}>
          {t('disposal.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

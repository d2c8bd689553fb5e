import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
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
import { productTitle } from './product-title.ts';
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
  const { t, i18n } = useTranslation('warehouse-stock');
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
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.product')}</Table.Th>
              <Table.Th ta="right">{t('list.available')}</Table.Th>
              <Table.Th>{t('disposal.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {p.sku}
                  </Text>
                  <Text size="xs">{productTitle(p, i18n.language)}</Text>
                </Table.Td>
                <Table.Td ta="right">{p.available}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('disposal.quantity_of', { sku: p.sku })}
                    w={110}
                    min={0}
                    max={p.available}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={quantities[p.id] ?? 0}
                    onChange={(value) => setQuantities((q) => ({ ...q, [p.id]: Number(value) || 0 }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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

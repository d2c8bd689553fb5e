import { useState } from 'react';
import { Button, Divider, Group, Modal, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  stockAdjustBodySchema,
  stockStateBodySchema,
  stockStates,
  type OpsStockProduct,
  type StockState,
} from '@cabinet/contracts/warehouse-stock';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAdjust, useMovements, useSetState } from '../api/ops-warehouse.ts';

/** One stock item on the desk: a counted adjustment, its state, and its journal. */
export function StockItemDialog({ item, onClose }: { item: OpsStockProduct | null; onClose: () => void }) {
  const { t } = useTranslation('warehouse-stock');
  const titled = useRetained(item);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={titled ? t('ops.item.title', { sku: titled.sku, account: titled.account_id }) : null}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {item && <ItemBody key={item.id} item={item} />}
    </Modal>
  );
}

function ItemBody({ item }: { item: OpsStockProduct }) {
  const { t } = useTranslation('warehouse-stock');
  const adjust = useAdjust();
  const setState = useSetState();
  const idempotency = useIdempotencyKey();
  const movements = useMovements(item.id, { page: 1, on_page: 50 });
  const [delta, setDelta] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [state, setStateValue] = useState<StockState>(item.state);
  const [stateReason, setStateReason] = useState(item.state_reason);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      notifySuccess(done);
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('ops.item.quantities', { in_stock: item.in_stock, on_the_way: item.on_the_way, reserved: item.reserved })}
      </Text>
      <FormError title={problem} />
      <Title order={3} size="h5">
        {t('ops.item.adjust')}
      </Title>
      <Group align="end" gap="sm">
        <NumberInput label={t('ops.item.delta')} w={140} allowDecimal={false} value={delta} onChange={setDelta} />
        <LimitedTextInput
          schema={stockAdjustBodySchema}
          field="reason"
          label={t('ops.item.reason')}
          required
          flex={1}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button
          loading={adjust.isPending}
          disabled={!Number(delta) || reason.trim().length < 3}
          onClick={() =>
            void run(async () => {
              await adjust.mutateAsync({
                id: item.id,
                body: { in_stock_delta: Number(delta), reason },
                headers: idempotency.headers,
              });
              idempotency.renew();
              setDelta('');
              setReason('');
            }, t('ops.item.adjusted'))
          }
        >
          {t('ops.item.apply')}
        </Button>
      </Group>
      <Title order={3} size="h5">
        {t('ops.item.state')}
      </Title>
      <Group align="end" gap="sm">
        <Select
          label={t('ops.item.state')}
          w={180}
          allowDeselect={false}
          data={stockStates.map((s) => ({ value: s, label: t(`ops.state.${s}`) }))}
          value={state}
          onChange={(value) => value && setStateValue(value as StockState)}
        />
        <LimitedTextInput
          schema={stockStateBodySchema}
          field="reason"
          label={t('ops.item.reason')}
          required
          flex={1}
          value={stateReason}
          onChange={(event) => setStateReason(event.currentTarget.value)}
        />
        <Button
          loading={setState.isPending}
          disabled={stateReason.trim().length < 3}
          onClick={() =>
            void run(
              () => setState.mutateAsync({ id: item.id, body: { state, reason: stateReason } }),
              t('ops.item.saved'),
            )
          }
        >
          {t('ops.item.save_state')}
        </Button>
      </Group>
      <Divider />
      <Title order={3} size="h5">
        {t('ops.item.journal')}
      </Title>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ops.item.when')}</Table.Th>
            <Table.Th>{t('ops.item.why')}</Table.Th>
            <Table.Th ta="right">{t('ops.item.in_stock')}</Table.Th>
            <Table.Th ta="right">{t('ops.item.on_the_way')}</Table.Th>
            <Table.Th>{t('ops.item.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.data?.movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
              <Table.Td>{t(`ops.reason.${m.reason}`)}</Table.Td>
              <Table.Td ta="right">{m.in_stock_delta}</Table.Td>
              <Table.Td ta="right">{m.on_the_way_delta}</Table.Td>
              <Table.Td>{m.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

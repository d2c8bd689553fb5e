import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  stockStateBodySchema,
  stockStates,
  type OpsStockProduct,
  type StockState,
} from '@cabinet/contracts/warehouse-stock';
import { useSetState } from '../api/ops-warehouse.ts';
import { StockChangeRow } from './stock-change-row.tsx';
import type { StockWork } from './stock-work.ts';

/** The item's state (blocked or frozen stock cannot be shipped or disposed of) and why it is so. */
export function ChangeStockState({ item, run }: { item: OpsStockProduct; run: StockWork }) {
  const { t } = useTranslation('warehouse-stock');
  const setState = useSetState();
  const [state, setStateValue] = useState<StockState>(item.state);
  const [reason, setReason] = useState(item.state_reason);

  return (
    <StockChangeRow
      title={t('ops.item.state')}
      schema={stockStateBodySchema}
      reason={reason}
      onReasonChange={setReason}
      action={{
        label: t('ops.item.save_state'),
        loading: setState.isPending,
        disabled: reason.trim().length < 3,
        onClick: () =>
          void run(() => setState.mutateAsync({ id: item.id, body: { state, reason } }), t('ops.item.saved')),
      }}
    >
      <Select
        label={t('ops.item.state')}
        w={180}
        allowDeselect={false}
        data={stockStates.map((s) => ({ value: s, label: t(`ops.state.${s}`) }))}
        value={state}
        onChange={(value) => value && setStateValue(value as StockState)}
      />
    </StockChangeRow>
  );
}

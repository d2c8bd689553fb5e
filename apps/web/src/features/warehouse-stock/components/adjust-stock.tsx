import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stockAdjustBodySchema, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useAdjust } from '../api/ops-warehouse.ts';
import { StockChangeRow } from './stock-change-row.tsx';
import type { StockWork } from './stock-work.ts';

/** A counted adjustment: units added (or, negative, taken) in stock, with a reason; one Idempotency-Key a change. */
export function AdjustStock({ item, run }: { item: OpsStockProduct; run: StockWork }) {
  const { t } = useTranslation('warehouse-stock');
  const adjust = useAdjust();
  const idempotency = useIdempotencyKey();
  const [delta, setDelta] = useState<number | string>('');
  const [reason, setReason] = useState('');

  const apply = () =>
    void run(async () => {
      await adjust.mutateAsync({
        id: item.id,
        body: { in_stock_delta: Number(delta), reason },
        headers: idempotency.headers,
      });
      idempotency.renew();
      setDelta('');
      setReason('');
    }, t('ops.item.adjusted'));

  return (
    <StockChangeRow
      title={t('ops.item.adjust')}
      schema={stockAdjustBodySchema}
      reason={reason}
      onReasonChange={setReason}
      action={{
        label: t('ops.item.apply'),
        loading: adjust.isPending,
        disabled: !Number(delta) || reason.trim().length < 3,
        onClick: apply,
      }}
    >
      <NumberInput label={t('ops.item.delta')} w={140} allowDecimal={false} value={delta} onChange={setDelta} />
    </StockChangeRow>
  );
}

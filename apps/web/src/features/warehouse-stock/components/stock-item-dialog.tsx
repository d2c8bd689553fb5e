import { useState } from 'react';
import { Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { AdjustStock } from './adjust-stock.tsx';
import { ChangeStockState } from './change-stock-state.tsx';
import { StockJournal } from './stock-journal.tsx';
import type { StockWork } from './stock-work.ts';

/** One stock item on the desk: a counted adjustment, its state, and its journal. */
export function StockItemDialog({ item, onClose }: { item: OpsStockProduct | null; onClose: () => void }) {
  const { t } = useTranslation('warehouse-stock');
  const titled = useRetained(item);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={
        titled ? t('ops.item.title', { sku: titled.sku, seller: titled.seller.name || titled.seller.email }) : null
      }
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {item && <ItemBody key={item.id} item={item} />}
    </Modal>
  );
}

function ItemBody({ item }: { item: OpsStockProduct }) {
  const { t } = useTranslation('warehouse-stock');
  const [problem, setProblem] = useState<string | null>(null);

  const run: StockWork = async (work, done) => {
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
      <AdjustStock item={item} run={run} />
      <ChangeStockState item={item} run={run} />
      <Divider />
      <Title order={3} size="h5">
        {t('ops.item.journal')}
      </Title>
      <StockJournal itemId={item.id} />
    </Stack>
  );
}

import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stockStateColors, type StockState } from '@cabinet/contracts/warehouse-stock';

/** A stock item's §4 state; a blocked or frozen one shows the warehouse's reason on hover. */
export function StockStateBadge({ state, reason }: { state: StockState; reason?: string }) {
  const { t } = useTranslation('warehouse-stock');
  const badge = (
    <Badge color={stockStateColors[state]} variant="light">
      {t(`state.${state}`)}
    </Badge>
  );
  return reason ? <Tooltip label={reason}>{badge}</Tooltip> : badge;
}

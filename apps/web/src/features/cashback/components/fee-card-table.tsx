import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { FeeCardActions } from './fee-card-actions.tsx';
import { feeCardColumns } from './fee-card-columns.tsx';

/** The seller's cards: which card, its state, its balance and when the issuer last told us its spending. */
export function FeeCardTable({
  cards,
  onTopUp,
  onTransactions,
}: {
  cards: FeeCard[];
  onTopUp: (card: FeeCard) => void;
  onTransactions: (card: FeeCard) => void;
}) {
  const { t } = useTranslation('cashback');
  const columns: DataColumn<FeeCard>[] = [
    ...feeCardColumns(t),
    {
      id: 'actions',
      header: t('cards.actions'),
      action: true,
      cell: (card) => (
        <FeeCardActions card={card} onTopUp={() => onTopUp(card)} onTransactions={() => onTransactions(card)} />
      ),
    },
  ];
  return (
    <DataTable
      label={t('cards.list')}
      columns={columns}
      rows={cards}
      rowKey={(card) => card.id}
      minWidth={820}
      striped={false}
    />
  );
}

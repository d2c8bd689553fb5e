import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsStockListQuerySchema, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { OPS_ON_PAGE, useOpsStock } from '../api/ops-warehouse.ts';
import { StockItemDialog } from './stock-item-dialog.tsx';
import { useOpsStockColumns } from './use-ops-stock-columns.tsx';

/**
 * Every seller's stock (or one seller's, `?account_id=` from the seller's page), searchable by SKU or name; a row
 * opens its adjustment, state and journal.
 */
export function StockCard() {
  const { t } = useTranslation('warehouse-stock');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const { filters, setFilters } = useListFilters<{ account_id?: number }>({ numbers: ['account_id'] });
  const stock = useOpsStock({ ...query, account_id: filters.account_id });
  const [open, setOpen] = useState<OpsStockProduct | null>(null);
  const pages = stock.data ? Math.ceil(stock.data.total / OPS_ON_PAGE) : 0;
  // The dialog shows the fresh row after a change.
  const current = open ? (stock.data?.products.find((p) => p.id === open.id) ?? open) : null;

  const columns = useOpsStockColumns(setOpen);
  return (
    <>
      <ListCard
        title={t('ops.stock.title')}
        caption={
          filters.account_id && (
            <SellerFilter
              accountId={filters.account_id}
              onClear={() => {
                setFilters({ account_id: null });
                setQuery((q) => ({ ...q, page: 1 }));
              }}
            />
          )
        }
        actions={
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ page: 1, search: typed.trim() });
            }}
          >
            <LimitedTextInput
              schema={opsStockListQuerySchema}
              field="search"
              label={t('ops.stock.search')}
              w={280}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </form>
        }
        empty={stock.data?.products.length === 0}
        emptyText={t('ops.stock.empty')}
        query={stock}
        pager={{ page: query.page, pages, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
      >
        <DataTable
          label={t('ops.stock.title')}
          columns={columns}
          rows={stock.data?.products ?? []}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': `ops-stock-${p.sku}` })}
          minWidth={760}
          verticalSpacing="xs"
        />
      </ListCard>
      <StockItemDialog item={current} onClose={() => setOpen(null)} />
    </>
  );
}

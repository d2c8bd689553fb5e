import { useState } from 'react';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsStockListQuerySchema, stockStateColors, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { opsAccountUrl } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { OPS_ON_PAGE, useOpsStock } from '../api/ops-warehouse.ts';
import { StockItemDialog } from './stock-item-dialog.tsx';

/** Every seller's stock, searchable by SKU or name; a row opens its adjustment, state and journal. */
export function StockCard() {
  const { t } = useTranslation('warehouse-stock');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const stock = useOpsStock(query);
  const [open, setOpen] = useState<OpsStockProduct | null>(null);
  const pages = stock.data ? Math.ceil(stock.data.total / OPS_ON_PAGE) : 0;
  // The dialog shows the fresh row after a change.
  const current = open ? (stock.data?.products.find((p) => p.id === open.id) ?? open) : null;

  const columns: DataColumn<OpsStockProduct>[] = [
    {
      id: 'account',
      header: t('ops.stock.account'),
      cell: (p) => (
        // The seller's account page says who it is (name, e-mail, balance).
        <Anchor component={Link} to={opsAccountUrl(p.account_id)}>
          #{p.account_id}
        </Anchor>
      ),
    },
    {
      id: 'product',
      header: t('ops.stock.product'),
      keyFact: true,
      cell: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.sku}
          </Text>
          <Text size="xs">{p.title_en}</Text>
        </>
      ),
    },
    { id: 'in_stock', header: t('ops.item.in_stock'), keyFact: true, align: 'right', cell: (p) => p.in_stock },
    { id: 'on_the_way', header: t('ops.item.on_the_way'), align: 'right', cell: (p) => p.on_the_way },
    { id: 'reserved', header: t('ops.stock.reserved'), align: 'right', cell: (p) => p.reserved },
    {
      id: 'state',
      header: t('ops.item.state'),
      keyFact: true,
      cell: (p) => (
        <Badge color={stockStateColors[p.state]} variant="light">
          {t(`ops.state.${p.state}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('ops.stock.actions'),
      action: true,
      cell: (p) => (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setOpen(p)}
          aria-label={t('ops.stock.manage_label', { sku: p.sku })}
        >
          {t('ops.stock.manage')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListCard
        title={t('ops.stock.title')}
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

import { useState } from 'react';
import { Anchor, Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsStockListQuerySchema, stockStateColors, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { opsAccountUrl } from '../../../shared/lib/paths.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { OPS_ON_PAGE, useOpsStock } from '../api/ops-warehouse.ts';
import { StockItemDialog } from './stock-item-dialog.tsx';

/** Every seller's stock, searchable by SKU or name; a row opens its adjustment, state and journal. */
export function StockCard() {
  const { t } = useTranslation('ops-warehouse');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const stock = useOpsStock(query);
  const [open, setOpen] = useState<OpsStockProduct | null>(null);
  const pages = stock.data ? Math.ceil(stock.data.total / OPS_ON_PAGE) : 0;
  // The dialog shows the fresh row after a change.
  const current = open ? (stock.data?.products.find((p) => p.id === open.id) ?? open) : null;

  return (
    <Card withBorder component="section" aria-label={t('stock.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('stock.title')}
        </Title>
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
            label={t('stock.search')}
            w={280}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </form>
        {stock.isError && <FormError title={errorMessage(stock.error, t)} />}
        {stock.data?.products.length === 0 ? (
          <Text size="sm">{t('stock.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.account')}</Table.Th>
                  <Table.Th>{t('stock.product')}</Table.Th>
                  <Table.Th ta="right">{t('item.in_stock')}</Table.Th>
                  <Table.Th ta="right">{t('item.on_the_way')}</Table.Th>
                  <Table.Th ta="right">{t('stock.reserved')}</Table.Th>
                  <Table.Th>{t('item.state')}</Table.Th>
                  <Table.Th>{t('stock.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stock.data?.products.map((p) => (
                  <Table.Tr key={p.id} data-testid={`ops-stock-${p.sku}`}>
                    <Table.Td>
                      {/* The seller's account page says who it is (name, e-mail, balance). */}
                      <Anchor component={Link} to={opsAccountUrl(p.account_id)}>
                        #{p.account_id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {p.sku}
                      </Text>
                      <Text size="xs">{p.title_en}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{p.in_stock}</Table.Td>
                    <Table.Td ta="right">{p.on_the_way}</Table.Td>
                    <Table.Td ta="right">{p.reserved}</Table.Td>
                    <Table.Td>
                      <Badge color={stockStateColors[p.state]} variant="light">
                        {t(`state.${p.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setOpen(p)}
                        aria-label={t('stock.manage_label', { sku: p.sku })}
                      >
                        {t('stock.manage')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={query.page} total={pages} onChange={(page) => setQuery((q) => ({ ...q, page }))} />
      </Stack>
      <StockItemDialog item={current} onClose={() => setOpen(null)} />
    </Card>
  );
}

import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isBulkType } from '@cabinet/contracts/shipments';
import type { StockProduct } from '@cabinet/contracts/warehouse-stock';
import { ADD_PRODUCTS_PARAM } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useStockProducts } from '../api/get-stock-products.ts';
import { emptyLine, type LineValues, type ShipmentFormValues } from './shipment-form-values.ts';

/** A customs line prefilled from a product: both names, HS code, SKU, one unit at its cost. */
export const lineOfProduct = (p: StockProduct): LineValues => ({
  ...emptyLine(),
  name_ua: p.title_uk,
  name_en: p.title_en,
  hs_code: p.hs_code ?? '',
  sku: p.sku,
  quantity: 1,
  unit_value: p.cost.amount,
});

const isBlank = (l: LineValues) => !l.name_ua && !l.name_en && !l.hs_code && !l.sku && !l.unit_value;

/** Lines with the products appended; untouched blank lines give way to them. */
export function withProducts(lines: LineValues[], products: StockProduct[]): LineValues[] {
  return [...lines.filter((l) => !isBlank(l)), ...products.map(lineOfProduct)];
}

/**
 * `?add_products=1,2` (a double-click on the US warehouse stock, §9): appends those products as customs lines to the
 * form as it is — the single box, or the first parcel of a bulk shipment — then drops the parameter, so a reload
 * does not add them twice.
 */
export function useAddedProducts(form: UseFormReturnType<ShipmentFormValues>) {
  const { t } = useTranslation('shipments');
  const [params, setParams] = useSearchParams();
  const ids = (params.get(ADD_PRODUCTS_PARAM) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const products = useStockProducts(ids);

  useEffect(() => {
    if (!products.data || !params.has(ADD_PRODUCTS_PARAM)) return;
    const found = products.data;
    const { values } = form;
    if (isBulkType(values.type) && values.parcels.length > 0) {
      form.setFieldValue('parcels.0.lines', withProducts(values.parcels[0]!.lines, found));
    } else {
      form.setFieldValue('lines', withProducts(values.lines, found));
    }
    if (found.length > 0) notifySuccess(t('form.products_added', { count: found.length }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_PRODUCTS_PARAM);
        return next;
      },
      { replace: true },
    );
    // Runs once per arrival of the products; the form and params are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [products.data]);
}

import type { OrderSummary } from '@cabinet/contracts/orders';
import { formatMoney, moneyLocale } from '../../../shared/lib/format.ts';

export type OrderMoney = OrderSummary['total'];

/**
 * An amount in the order's own currency (shops sell in EUR, UAH, CAD…), in §9's money format: each currency in its
 * home locale ("$1,391.47", "1.391,47 €"), any other in the default one. A currency whose minor unit is not the
 * hundredth (the yen has none) keeps its own digits rather than §9's two.
 */
export function formatOrderMoney(money: OrderMoney): string {
  const digits = digitsOf(money.currency);
  // A currency code Intl does not know still reads as an amount.
  if (digits === null) return `${money.amount} ${money.currency}`;
  if (digits === 2) return formatMoney(money);
  return new Intl.NumberFormat(moneyLocale(money.currency), { style: 'currency', currency: money.currency }).format(
    Number(money.amount),
  );
}

function digitsOf(currency: string): number | null {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/** The formatter the order screens use (a hook, as the components call it). */
export function useOrderMoney() {
  return formatOrderMoney;
}

/** A US dollar amount as §9 writes it ("$116.00"). */
export const formatUsd = (amount: string) => formatMoney({ amount, currency: 'USD' });

import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@cabinet/contracts/orders';
import { htmlLang, isLanguage } from '../../../shared/i18n/languages.ts';

export type OrderMoney = OrderSummary['total'];

/**
 * An amount in the order's own currency (shops sell in CAD, AUD…), written the way the interface language writes
 * money — not the §9 home format of the cabinet's own currencies, which knows only four of them.
 */
export function formatOrderMoney(money: OrderMoney, language: string): string {
  const locale = isLanguage(language) ? htmlLang(language) : language;
  const amount = Number(money.amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(amount);
  } catch {
    // A currency code Intl does not know still reads as an amount.
    return `${money.amount} ${money.currency}`;
  }
}

/** The formatter for the language shown now (a language switch re-renders with it). */
export function useOrderMoney() {
  const { i18n } = useTranslation();
  return (money: OrderMoney) => formatOrderMoney(money, i18n.language);
}

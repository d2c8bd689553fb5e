import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Currency } from '@cabinet/contracts/money';
import { currencySignFirst } from '@cabinet/contracts/money-math';
import { moneyLocale } from '../lib/format.ts';

/** The currency's own sign in its home format (§9): '$', '£', '€', 'грн'. */
function currencySign(currency: Currency): string {
  const parts = new Intl.NumberFormat(moneyLocale(currency), { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

type AmountInputProps = Omit<NumberInputProps, 'decimalScale' | 'fixedDecimalScale' | 'prefix' | 'suffix'> & {
  /** Shows the currency's sign where §9 puts it: before the number for USD and GBP, after it for EUR and UAH. */
  currency?: Currency;
};

/**
 * Every money amount the user types (issue 12). Unlike a NumberInput with `decimalScale`, it never cuts what was
 * typed: 12.345 stays 12.345, and the contract's amount schema refuses it on the form and on the server
 * ('at most two decimal places'), instead of a link for 12.34 the user did not ask for. No negatives.
 */
export function AmountInput({ currency, ...props }: AmountInputProps) {
  const sign = currency ? currencySign(currency) : null;
  const placed = sign === null ? {} : currencySignFirst(currency!) ? { prefix: sign } : { suffix: ` ${sign}` };
  return (
    <NumberInput allowNegative={false} thousandSeparator="," inputMode="decimal" hideControls {...placed} {...props} />
  );
}

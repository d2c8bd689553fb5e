import { decimalToMinor as decimalShapeToMinor } from '@cabinet/contracts/amount';
import type { Currency } from '@cabinet/contracts/money';
import { percentText, withdrawalFee } from '@cabinet/contracts/money-math';
import { PAYOUT_CURRENCY, type RequisitesView, type WithdrawalMethod } from '@cabinet/contracts/withdrawals';
import { money } from '../money-format.ts';
import type { StoredRequisites } from './withdrawals.schema.ts';

/** A method's limits (on the amount paid out, in USD minor units) and its fee. */
export interface MethodSettings {
  method: WithdrawalMethod;
  enabled: boolean;
  min: number;
  max: number;
  /** Hundredths of a percent of the amount: 100 = 1 %. */
  feeBasisPoints: number;
  feeMinimum: number;
}

/** Until an operator changes them: card 1 % (at least 1 USD), UAH bank account 0.5 %, wallet free. */
export const DEFAULT_METHOD_SETTINGS: Record<WithdrawalMethod, MethodSettings> = {
  card: { method: 'card', enabled: true, min: 10_00, max: 2_500_00, feeBasisPoints: 100, feeMinimum: 1_00 },
  bank: { method: 'bank', enabled: true, min: 10_00, max: 10_000_00, feeBasisPoints: 50, feeMinimum: 0 },
  wallet: { method: 'wallet', enabled: true, min: 5_00, max: 5_000_00, feeBasisPoints: 0, feeMinimum: 0 },
};

/** The fee on an amount: its percentage rounded half up to a cent, and never below the method's minimum. */
export const feeFor = (amount: number, s: Pick<MethodSettings, 'feeBasisPoints' | 'feeMinimum'>): number =>
  withdrawalFee(amount, { basisPoints: s.feeBasisPoints, minimum: s.feeMinimum });

/** "41.2500" (UAH per USD) → millionths, exactly: no float ever touches money. */
export function rateToMicro(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`bad rate ${rate}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** Cents of USD → kopecks of UAH at a rate, rounded half up. */
export function convert(amount: number, rateMicro: bigint): number {
  return Number((BigInt(amount) * rateMicro + 500_000n) / 1_000_000n);
}

/** A sent-back decimal ("1650.5") to minor units; null when it is not one. */
export const decimalToMinor = (value: string): number | null =>
  decimalShapeToMinor(value.trim(), { integerDigits: 12, places: 2 });

export const payoutCurrency = (method: WithdrawalMethod): Currency => PAYOUT_CURRENCY[method];

export function settingsView(s: MethodSettings) {
  return {
    min: money(s.min),
    max: money(s.max),
    fee: { percent: percentText(s.feeBasisPoints), minimum: money(s.feeMinimum) },
  };
}

/** What the seller and the operator see of stored requisites: the card's token stays inside. */
export function requisitesView(r: StoredRequisites): RequisitesView {
  if (r.method === 'card') return { method: 'card', brand: r.brand, last4: r.last4, holder_name: r.holder_name };
  return r;
}

/** One line naming where the money goes, for the hold's and the journal's description (never translated). */
export function requisitesLine(r: StoredRequisites): string {
  switch (r.method) {
    case 'card':
      return `${r.brand} •••• ${r.last4}, ${r.holder_name}`;
    case 'bank':
      return `${r.iban}, ${r.recipient_name}`;
    case 'wallet':
      return `wallet ${r.email}`;
  }
}

/** The card network by its leading digits; only the brand is kept, never those digits. */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  return 'Card';
}

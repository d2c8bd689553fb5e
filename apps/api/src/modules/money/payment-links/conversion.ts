import type { Rates } from '@cabinet/contracts/reference';
import type { PaymentLinkCurrency } from '@cabinet/contracts/payment-links';
import { AppError } from '../../../platform/errors.ts';

const RATE_PLACES = 6;

/** A decimal rate ("41.2500") as an integer scaled by 10^RATE_PLACES, without floats. */
function scaled(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new AppError(503, 'rates_unavailable');
  const places = (match[2] ?? '').slice(0, RATE_PLACES).padEnd(RATE_PLACES, '0');
  return BigInt(match[1]!) * 10n ** BigInt(RATE_PLACES) + BigInt(places);
}

/** a / b rounded half up, for non-negative integers. */
const divRound = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * What a payment in `currency` credits to the USD balance: the official rates are quoted in UAH per unit, so
 * USD = amount × rate(currency) / rate(USD), rounded half up to the cent. Integer arithmetic throughout.
 */
export function toBalanceCurrency(
  minor: number,
  currency: PaymentLinkCurrency,
  rates: Rates,
): { credited: number; rate: string } {
  if (currency === 'USD') return { credited: minor, rate: '1' };
  const of = (c: string) => rates.rates.find((r) => r.currency === c)?.rate;
  const from = of(currency);
  const usd = of('USD');
  if (!from || !usd) throw new AppError(503, 'rates_unavailable');
  const [f, u] = [scaled(from), scaled(usd)];
  if (u === 0n) throw new AppError(503, 'rates_unavailable');
  const credited = Number(divRound(BigInt(minor) * f, u));
  const rateScaled = divRound(f * 10n ** BigInt(RATE_PLACES), u);
  const unit = 10n ** BigInt(RATE_PLACES);
  const rate = `${rateScaled / unit}.${String(rateScaled % unit).padStart(RATE_PLACES, '0')}`;
  return { credited, rate };
}

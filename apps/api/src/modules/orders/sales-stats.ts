import type { SalesStats } from '@cabinet/contracts/orders';
import type { Rates } from '@cabinet/contracts/reference';
import type { RatesService } from '../reference/rates.service.ts';
import type { ShopsService } from '../shops/shops.service.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { toUsdCents, usdText } from './usd.ts';

const DAY_MS = 86_400_000;

interface Placed {
  shop_id: number;
  ordered_at: Date;
  currency: string;
  total: number;
  status: string;
}

interface Tally {
  orders: number;
  cents: number;
}

const figures = (t: Tally) => ({
  orders: t.orders,
  revenue: usdText(t.cents),
  average_order: usdText(t.orders === 0 ? 0 : Math.round(t.cents / t.orders)),
});

function tally(rows: Placed[], rates: Rates): Tally {
  let cents = 0;
  for (const r of rows) cents += toUsdCents(r.total, r.currency, rates) ?? 0;
  return { orders: rows.length, cents };
}

/**
 * "My sales" (§2 sales statistics): orders, revenue and average order of the last 30 or 365 days against the period
 * before, overall, as a series (a point a day for 30 days, a week for 365) and per shop. Cancelled orders do not
 * count; revenue is in USD at today's official rates (orders in a currency the rates lack count as orders only).
 */
export class SalesStatsService {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      shops: Pick<ShopsService, 'allOf'>;
      rates: Pick<RatesService, 'current'>;
      now: () => Date;
    },
  ) {}

  async figures(accountId: number, query: { days: 30 | 365; shop_id?: number }): Promise<SalesStats> {
    const { days } = query;
    const end = this.deps.now();
    const start = new Date(end.getTime() - days * DAY_MS);
    const before = new Date(start.getTime() - days * DAY_MS);
    const [rows, rates, shops] = await Promise.all([
      this.deps.repo.placedBetween(accountId, before, end, query.shop_id),
      this.deps.rates.current(),
      this.deps.shops.allOf(accountId),
    ]);
    const live = rows.filter((r) => r.status !== 'cancelled');
    const current = live.filter((r) => r.ordered_at >= start);
    const previous = live.filter((r) => r.ordered_at < start);
    const step = days === 30 ? DAY_MS : 7 * DAY_MS;
    const points = Math.ceil((days * DAY_MS) / step);
    const bucket = (rs: Placed[], from: Date) => {
      const out = Array.from({ length: points }, () => [] as Placed[]);
      for (const r of rs)
        out[Math.min(points - 1, Math.floor((r.ordered_at.getTime() - from.getTime()) / step))]!.push(r);
      return out.map((b) => tally(b, rates));
    };
    const now = bucket(current, start);
    const then = bucket(previous, before);
    const shopIds = [...new Set(live.map((r) => r.shop_id))];
    return {
      days,
      current: figures(tally(current, rates)),
      previous: figures(tally(previous, rates)),
      series: now.map((t, i) => ({
        date: new Date(start.getTime() + i * step).toISOString().slice(0, 10),
        orders: t.orders,
        revenue: usdText(t.cents),
        previous_orders: then[i]!.orders,
        previous_revenue: usdText(then[i]!.cents),
      })),
      shops: shops
        .filter((s) => shopIds.includes(s.id))
        .map((s) => ({
          shop_id: s.id,
          shop_name: s.name,
          kind: s.kind,
          current: figures(
            tally(
              current.filter((r) => r.shop_id === s.id),
              rates,
            ),
          ),
          previous: figures(
            tally(
              previous.filter((r) => r.shop_id === s.id),
              rates,
            ),
          ),
        })),
    };
  }
}

import type { Rates } from '@cabinet/contracts/reference';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FxRatesProvider, RateCurrency } from '../../providers/fx-rates/fx-rates.ts';
import { fxRates } from './reference.schema.ts';

const ORDER: RateCurrency[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'PLN', 'XDR', 'UAH'];

/** Official exchange rates, kept in the database and refreshed daily from the fx-rates provider. */
export class RatesService {
  constructor(
    private readonly db: Db,
    private readonly provider: FxRatesProvider,
  ) {}

  async refresh(): Promise<void> {
    const snapshot = await this.provider.fetchRates();
    const updated_at = new Date();
    for (const { currency, rate } of snapshot.rates) {
      const row = { currency, rate, rate_date: snapshot.date, source: this.provider.name, updated_at };
      await this.db.insert(fxRates).values(row).onConflictDoUpdate({ target: fxRates.currency, set: row });
    }
  }

  /** The stored table; fetched once on first use, so a fresh install answers before the first daily run. */
  async current(): Promise<Rates> {
    let rows = await this.db.select().from(fxRates);
    if (rows.length === 0) {
      try {
        await this.refresh();
      } catch {
        throw new AppError(503, 'rates_unavailable');
      }
      rows = await this.db.select().from(fxRates);
    }
    const sorted = [...rows].sort(
      (a, b) => ORDER.indexOf(a.currency as RateCurrency) - ORDER.indexOf(b.currency as RateCurrency),
    );
    return {
      base: 'UAH',
      date: sorted[0]?.rate_date ?? '',
      source: sorted[0]?.source ?? this.provider.name,
      rates: sorted.map((r) => ({ currency: r.currency as RateCurrency, rate: Number(r.rate).toFixed(4) })),
    };
  }
}

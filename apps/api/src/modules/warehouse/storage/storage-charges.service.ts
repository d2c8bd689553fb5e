import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type {
  StorageCharge,
  StorageChargeDetail,
  StorageChargeList,
  StorageChargeRunResult,
} from '@cabinet/contracts/warehouse-storage';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { CashbackService } from '../../money/cashback/cashback.service.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { providerAccount, sellerAccount, type Ledger } from '../../money/ledger/ledger.ts';
import { money } from '../../money/money-format.ts';
import { calculateStorage, chargeAmount, presentStorage } from './storage-calculator.ts';
import { addDays, warehouseDay } from '../warehouse-day.ts';
import { chargePeriod } from './storage-period.ts';
import type { StorageRepository } from './storage.repository.ts';
import type { StorageChargeRow } from './storage.schema.ts';
import type { StorageService } from './storage.service.ts';

/** Where storage fees go in the ledger. */
export const WAREHOUSE_STORAGE_REVENUE = providerAccount('revenue', 'warehouse_storage');

const toCharge = (row: StorageChargeRow): StorageCharge => ({
  id: row.id,
  period: { from: row.period_from, to: row.period_to, days: row.breakdown.days },
  amount: money(row.amount),
  status: row.status,
  created_at: row.created_at.toISOString(),
  paid_at: row.paid_at?.toISOString() ?? null,
});

/**
 * Monthly storage charges (docs/warehouse.md "Storage"): on the 1st the job bills each account the calendar month
 * before from the daily snapshots, with the tariffs of the day of the run. One charge per account and month (a
 * unique key), inserted and paid in one transaction, so runs may repeat or race. A balance that cannot cover it
 * leaves the charge due; every run first tries to collect the due ones again.
 */
export class StorageChargeService {
  constructor(
    private readonly deps: {
      repo: StorageRepository;
      storage: StorageService;
      ledger: Ledger;
      cashback: Pick<CashbackService, 'accrueFor'>;
      now: () => Date;
    },
  ) {}

  async run(day = warehouseDay(this.deps.now())): Promise<StorageChargeRunResult> {
    const { repo, storage, ledger, now } = this.deps;
    const period = chargePeriod(day);
    const yesterday = addDays(warehouseDay(now()), -1);
    const snapshot_days = await storage.buildSnapshots(period.to < yesterday ? period.to : yesterday);
    const collected = await this.collectDue();
    const groups = await storage.groups();
    let charged = 0;
    let due = 0;
    for (const accountId of await repo.accountsWithStock(period.from, period.to)) {
      const outcome = await ledger.transaction(async (tx) => {
        const rows = await repo.snapshots(accountId, period.from, period.to, tx);
        const products = await repo.products(accountId, [...new Set(rows.map((r) => r.product_id))], tx);
        const breakdown = calculateStorage(groups, products, rows, period);
        const amount = chargeAmount(breakdown);
        if (amount <= 0) return 'none';
        const values = { account_id: accountId, period_from: period.from, period_to: period.to, amount, breakdown };
        const id = await repo.insertCharge(tx, values, now());
        if (id === null) return 'none';
        return (await this.collect(tx, id)) ? 'charged' : 'due';
      });
      if (outcome === 'charged') charged += 1;
      if (outcome === 'due') due += 1;
    }
    return { period, snapshot_days, charged, due, collected };
  }

  /** Tries again every charge left due; returns how many are paid now. */
  async collectDue(): Promise<number> {
    let collected = 0;
    for (const id of await this.deps.repo.dueIds()) {
      if (await this.deps.ledger.transaction((tx) => this.collect(tx, id))) collected += 1;
    }
    return collected;
  }

  /** Pays a due charge from the seller's balance; false (and still due) when the balance cannot cover it. */
  private async collect(tx: Tx, id: number): Promise<boolean> {
    const { repo, ledger, cashback, now } = this.deps;
    const row = await repo.lockCharge(tx, id);
    if (!row || row.status !== 'due') return false;
    let journalId: number;
    try {
      journalId = await tx.transaction((savepoint) =>
        ledger.post(savepoint, {
          accountId: row.account_id,
          kind: 'service_charge',
          description: `Warehouse storage ${row.period_from} – ${row.period_to}`,
          meta: { storage_charge_id: row.id, period_from: row.period_from, period_to: row.period_to },
          lines: [
            { account: sellerAccount(row.account_id, 'available'), amount: -row.amount },
            { account: WAREHOUSE_STORAGE_REVENUE, amount: row.amount },
          ],
        }),
      );
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_funds') return false;
      throw err;
    }
    await cashback.accrueFor(tx, journalId);
    await repo.markPaid(tx, id, journalId, now());
    return true;
  }

  async list(accountId: number, q: PageQuery): Promise<StorageChargeList> {
    const { rows, total } = await this.deps.repo.charges(accountId, q);
    return { charges: rows.map(toCharge), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<StorageChargeDetail> {
    const row = await this.deps.repo.charge(accountId, id);
    if (!row) throw notFound();
    const { groups, totals } = presentStorage(row.breakdown);
    return {
      ...toCharge(row),
      groups,
      totals,
      products: row.breakdown.products.map((p) => ({ ...p, storage_cost: money(p.storage_cost) })),
    };
  }
}

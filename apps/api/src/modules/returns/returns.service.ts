import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { Return, ReturnList, ReturnStatus } from '@cabinet/contracts/returns';
import type { returnDecisionBodySchema } from '@cabinet/contracts/returns';
import type { z } from 'zod';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { CashbackService } from '../money/cashback/cashback.service.ts';
import { providerAccount, sellerAccount, type Ledger } from '../money/ledger/ledger.ts';
import { checkDistribution } from './distribution.ts';
import { byReturn, toReturn } from './returns-mapping.ts';
import type { ReturnRepository } from './returns.repository.ts';
import type { ReturnRow } from './returns.schema.ts';
import { warehouseDay } from '../warehouse/warehouse-day.ts';
import { storageDue } from './storage.ts';
import type { AddressService } from '../addresses/addresses.service.ts';

type Decision = z.output<typeof returnDecisionBodySchema>;

/** Where storage fees go in the ledger. */
export const STORAGE_REVENUE = providerAccount('revenue', 'return_storage');

const recipientName = (a: { company_name: string; first_name: string; last_name: string }) =>
  a.company_name || `${a.first_name} ${a.last_name}`.trim();

/**
 * The seller's returns (§2 /shipments/returns): the list, one return, and the decision (§4 restock, disposal or
 * distribution). A decision pays the storage owed so far in the same transaction, so a decision is never recorded
 * unpaid and never charged twice; storage stops with the decision.
 */
export class ReturnService {
  constructor(
    private readonly deps: {
      repo: ReturnRepository;
      addresses: Pick<AddressService, 'recipients'>;
      ledger: Ledger;
      cashback: Pick<CashbackService, 'accrueFor'>;
      now: () => Date;
    },
  ) {}

  private today = () => warehouseDay(this.deps.now());

  async map(rows: ReturnRow[]): Promise<Return[]> {
    const ids = rows.map((r) => r.id);
    const [items, distributions] = await Promise.all([this.deps.repo.items(ids), this.deps.repo.distributions(ids)]);
    const itemsOf = byReturn(items);
    const distributionsOf = byReturn(distributions);
    const today = this.today();
    return rows.map((r) => toReturn(r, itemsOf.get(r.id) ?? [], distributionsOf.get(r.id) ?? [], today));
  }

  async list(accountId: number, q: PageQuery & { status?: ReturnStatus }): Promise<ReturnList> {
    const { rows, total } = await this.deps.repo.ofAccount(accountId, q);
    return { returns: await this.map(rows.map((r) => r.row)), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<Return> {
    const found = await this.deps.repo.one(id, accountId);
    if (!found) throw notFound();
    const [mapped] = await this.map([found.row]);
    return mapped!;
  }

  async decide(caller: { accountId: number; userId: number }, id: number, body: Decision): Promise<Return> {
    const { repo, addresses, ledger, cashback, now } = this.deps;
    const recipients =
      body.decision === 'distribute'
        ? await addresses.recipients(
            caller.accountId,
            body.distribution.map((d) => d.recipient_id),
          )
        : [];
    await ledger.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row || row.account_id !== caller.accountId) throw notFound();
      if (row.status !== 'awaiting_decision') throw new AppError(409, 'return_already_decided');
      const items = await repo.items([id], tx);
      if (body.decision === 'distribute') {
        checkDistribution(items, body.distribution);
        if (recipients.length !== body.distribution.length) throw invalid({ distribution: ['unknown_recipient'] });
      }
      const today = this.today();
      const due = storageDue(row.storage_paid_until, today);
      let journalId: number | null = null;
      if (due.amount > 0) {
        journalId = await ledger.post(tx, {
          accountId: caller.accountId,
          kind: 'service_charge',
          description: `Return ${row.number}: storage, ${due.days} d`,
          createdBy: caller.userId,
          meta: { return_id: row.id, storage_days: due.days, paid_from: row.storage_paid_until, paid_until: today },
          lines: [
            { account: sellerAccount(caller.accountId, 'available'), amount: -due.amount },
            { account: STORAGE_REVENUE, amount: due.amount },
          ],
        });
        await cashback.accrueFor(tx, journalId);
      }
      await repo.update(tx, id, {
        status: 'decided',
        decision: body.decision,
        decision_comment: body.comment,
        decided_at: now(),
        decided_by: caller.userId,
        ...(journalId !== null
          ? {
              storage_paid_until: today,
              storage_charged: row.storage_charged + due.amount,
              storage_journal_id: journalId,
            }
          : {}),
      });
      if (body.decision === 'distribute') {
        const byId = new Map(recipients.map((r) => [r.id, r]));
        const names = new Map(items.map((i) => [i.id, i.name]));
        await repo.insertDistributions(
          tx,
          body.distribution.map((d) => {
            const r = byId.get(d.recipient_id)!;
            return {
              return_id: id,
              recipient_id: r.id,
              recipient: { id: r.id, name: recipientName(r), country: r.country, city: r.city },
              items: d.items.map((line) => ({ ...line, name: names.get(line.item_id)! })),
            };
          }),
        );
      }
    });
    return this.get(caller.accountId, id);
  }
}

import type { Db } from '../../../db/client.ts';
import { sandboxCardIssuer } from '../../../sandboxes/card-issuer/sandbox.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { FeeCardRepository } from './fee-cards.repository.ts';
import { FeeCardService } from './fee-cards.service.ts';

/** The fee cards and their issuer: the sandbox (no real issuer is connected yet). */
export function createFeeCardService(deps: { db: Db; ledger: Ledger; balance: BalanceService; now: () => Date }) {
  return new FeeCardService({
    repo: new FeeCardRepository(deps.db),
    ledger: deps.ledger,
    balance: deps.balance,
    issuer: sandboxCardIssuer({ db: deps.db, now: deps.now }),
    now: deps.now,
  });
}

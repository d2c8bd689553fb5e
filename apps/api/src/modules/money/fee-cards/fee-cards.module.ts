import type { Db } from '../../../platform/db/client.ts';
import type { CardIssuer } from '../../../providers/card-issuer/card-issuer.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { FeeCardRepository } from './fee-cards.repository.ts';
import { FeeCardService } from './fee-cards.service.ts';

/** The fee cards and their issuer (the composition root chooses it: the sandbox until a real issuer is connected). */
export function createFeeCardService(deps: {
  db: Db;
  ledger: Ledger;
  balance: BalanceService;
  issuer: CardIssuer;
  now: () => Date;
}) {
  return new FeeCardService({
    repo: new FeeCardRepository(deps.db),
    ledger: deps.ledger,
    balance: deps.balance,
    issuer: deps.issuer,
    now: deps.now,
  });
}

import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { Transfer, TransferList, TransferRecipient } from '@cabinet/contracts/transfers';
import { AppError, forbidden, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { sellerAccount, type Ledger } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { AccountHolder, TransferRow, TransfersRepository } from './transfers.repository.ts';

interface Caller {
  accountId: number;
  userId: number;
}

/** "Olena K.": enough to recognise a colleague, too little to learn who owns an e-mail address. */
export function maskedName(h: Pick<AccountHolder, 'first_name' | 'last_name' | 'email'>): string {
  const first = h.first_name.trim();
  const last = h.last_name.trim();
  if (first) return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
  const [local = '', domain = ''] = h.email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const toRecipient = (h: AccountHolder): TransferRecipient => ({ account_id: h.account_id, name: maskedName(h) });

/**
 * §2 /send-money: a seller sends money to another seller, found by e-mail or account number. One journal moves it
 * from the sender's available balance to the recipient's; both balance logs show it and the recipient is told.
 * A transfer may not use a credit line, and is refused while the sender's withdrawals are blocked (otherwise the
 * block could be walked around through another account).
 */
export class TransfersService {
  constructor(
    private readonly deps: {
      repo: TransfersRepository;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** How a recipient is asked for: an account number, or an e-mail. */
  private static recipientKey(query: string): { email: string } | { accountId: number } {
    const text = query.trim();
    return /^\d{1,9}$/.test(text) ? { accountId: Number(text) } : { email: text.toLowerCase() };
  }

  private async find(accountId: number, query: string): Promise<AccountHolder> {
    const by = TransfersService.recipientKey(query);
    const holder = await this.deps.repo.holder(by);
    if (!holder) throw notFound('recipient_not_found');
    if (holder.account_id === accountId) throw new AppError(422, 'transfer_to_self');
    return holder;
  }

  async recipient(accountId: number, query: string): Promise<TransferRecipient> {
    return toRecipient(await this.find(accountId, query));
  }

  async create(caller: Caller, body: { recipient: string; amount: number; comment: string }): Promise<Transfer> {
    const { accountId } = caller;
    const { ledger, repo } = this.deps;
    const {
      sender,
      recipient: to,
      blocked,
    } = await repo.parties(accountId, TransfersService.recipientKey(body.recipient));
    if (!to) throw notFound('recipient_not_found');
    if (to.account_id === accountId) throw new AppError(422, 'transfer_to_self');
    if (blocked) throw forbidden('transfers_blocked');
    // Nothing here catches a refusal, so the ledger joins the request's transaction without a savepoint.
    const row = await ledger.atomically(async (tx) => {
      const journalId = await ledger.post(tx, {
        accountId,
        kind: 'transfer',
        description: body.comment,
        createdBy: caller.userId,
        meta: { from_account_id: accountId, to_account_id: to.account_id },
        withoutCredit: true,
        lines: [
          { account: sellerAccount(accountId, 'available'), amount: -body.amount },
          { account: sellerAccount(to.account_id, 'available'), amount: body.amount },
        ],
      });
      return repo.insert(tx, {
        from_account_id: accountId,
        to_account_id: to.account_id,
        amount: body.amount,
        comment: body.comment,
        journal_id: journalId,
        created_by: caller.userId,
        created_at: this.deps.now(),
      });
    });
    // Told once the transaction has committed (notify waits for it).
    await this.deps.notifications.notify(to.account_id, 'money.transfer_received', {
      amount: money(body.amount).amount,
      currency: 'USD',
      sender: sender ? maskedName(sender) : '',
      comment: body.comment,
    });
    return toTransfer(row, accountId, toRecipient(to));
  }

  async list(accountId: number, q: PageQuery): Promise<TransferList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    const others = [
      ...new Set(rows.map((r) => (r.from_account_id === accountId ? r.to_account_id : r.from_account_id))),
    ];
    const holders = new Map((await this.deps.repo.holders(others)).map((h) => [h.account_id, toRecipient(h)]));
    return {
      transfers: rows.map((r) => {
        const other = r.from_account_id === accountId ? r.to_account_id : r.from_account_id;
        return toTransfer(r, accountId, holders.get(other) ?? { account_id: other, name: '' });
      }),
      ...pageInfo(q, total),
    };
  }
}

function toTransfer(r: TransferRow, accountId: number, counterparty: TransferRecipient): Transfer {
  return {
    id: r.id,
    direction: r.from_account_id === accountId ? 'sent' : 'received',
    counterparty,
    amount: money(r.amount),
    comment: r.comment,
    created_at: r.created_at.toISOString(),
  };
}

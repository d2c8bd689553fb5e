import { randomBytes } from 'node:crypto';
import type { BankRequisitesBody, RequisitesResponse, WithdrawalMethod } from '@cabinet/contracts/withdrawals';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { WalletAccountsRepository } from '../wallet-accounts/wallet-accounts.repository.ts';
import { cardBrand, requisitesView } from './methods.ts';
import type { RequisitesRow, WithdrawalsRepository } from './withdrawals.repository.ts';
import type { StoredRequisites } from './withdrawals.schema.ts';

interface Caller {
  accountId: number;
  userId: number;
}

export const toRequisitesResponse = (method: WithdrawalMethod, row: RequisitesRow | null): RequisitesResponse => ({
  method,
  requisites: row ? requisitesView(row.data) : null,
  updated_at: row?.updated_at.toISOString() ?? null,
});

/**
 * Requisites kept per withdrawal method (§2 /requisites/{method}). A card number is checked (Luhn) and then
 * dropped: only its last four digits, brand and holder stay, with an opaque token standing for the card at the
 * payouts provider. Changing requisites does not touch withdrawals already sent: each keeps what was confirmed.
 */
export class RequisitesService {
  constructor(
    private readonly deps: {
      repo: WithdrawalsRepository;
      wallets: WalletAccountsRepository;
      now: () => Date;
    },
  ) {}

  async get(accountId: number, method: WithdrawalMethod): Promise<RequisitesResponse> {
    return toRequisitesResponse(method, await this.deps.repo.requisites(accountId, method));
  }

  /** `card_number` arrives normalised and Luhn-checked by the contract. */
  saveCard(caller: Caller, body: { card_number: string; holder_name: string }) {
    return this.save(caller, {
      method: 'card',
      brand: cardBrand(body.card_number),
      last4: body.card_number.slice(-4),
      holder_name: body.holder_name.toUpperCase(),
      token: `ctok_${randomBytes(18).toString('base64url')}`,
    });
  }

  saveBank(caller: Caller, body: Required<BankRequisitesBody>) {
    return this.save(caller, {
      method: 'bank',
      iban: body.iban,
      recipient_name: body.recipient_name,
      tax_number: body.tax_number,
    });
  }

  /** Only an active linked account of the caller's own can receive withdrawals. */
  async saveWallet(caller: Caller, walletAccountId: number) {
    const wallet = await this.deps.wallets.get(caller.accountId, walletAccountId);
    if (!wallet) throw notFound('wallet_account_not_found');
    if (wallet.status !== 'active') throw new AppError(422, 'wallet_account_not_active');
    return this.save(caller, { method: 'wallet', wallet_account_id: wallet.id, email: wallet.email });
  }

  private async save(caller: Caller, data: StoredRequisites): Promise<RequisitesResponse> {
    const row = await this.deps.repo.saveRequisites(caller.accountId, data, caller.userId, this.deps.now());
    return toRequisitesResponse(data.method, row);
  }
}

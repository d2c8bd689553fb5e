import type { Language } from '@cabinet/contracts/common';
import type { WalletAccount, WalletAccountList } from '@cabinet/contracts/wallet-accounts';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import type { WithdrawalsRepository } from '../withdrawals/withdrawals.repository.ts';
import type { WalletAccountRow, WalletAccountsRepository } from './wallet-accounts.repository.ts';
import { WalletProviderError, type WalletProvider } from '../../../providers/wallet/wallet-provider.ts';

export interface WalletCaller {
  accountId: number;
  userId: number;
  language: Language;
}

function toWalletAccount(row: WalletAccountRow, usedId: number | null): WalletAccount {
  return {
    id: row.id,
    email: row.email,
    status: row.status === 'active' ? 'active' : 'pending_activation',
    provider_account_id: row.provider_account_id,
    created_at: row.created_at.toISOString(),
    activated_at: row.activated_at?.toISOString() ?? null,
    used_for_withdrawals: row.id === usedId,
  };
}

/**
 * §2 /payoneer-accounts: link a wallet provider account by e-mail, activate it with the code the provider
 * e-mailed, unlink it. Only an active account can receive withdrawals.
 */
export class WalletAccountsService {
  constructor(
    private readonly deps: {
      repo: WalletAccountsRepository;
      withdrawals: WithdrawalsRepository;
      provider: WalletProvider;
      now: () => Date;
    },
  ) {}

  private async usedId(accountId: number): Promise<number | null> {
    const requisites = await this.deps.withdrawals.requisites(accountId, 'wallet');
    return requisites?.data.method === 'wallet' ? requisites.data.wallet_account_id : null;
  }

  async list(accountId: number): Promise<WalletAccountList> {
    const [rows, used] = await Promise.all([this.deps.repo.list(accountId), this.usedId(accountId)]);
    return {
      accounts: rows.map((r) => toWalletAccount(r, used)),
      provider: this.deps.provider.name === 'sandbox' ? 'sandbox' : 'live',
    };
  }

  async get(accountId: number, id: number): Promise<WalletAccount> {
    const row = await this.deps.repo.get(accountId, id);
    if (!row) throw notFound();
    return toWalletAccount(row, await this.usedId(accountId));
  }

  async link(caller: WalletCaller, email: string): Promise<WalletAccount> {
    if (await this.deps.repo.linked(caller.accountId, email)) throw invalid({ email: ['wallet_already_linked'] });
    let providerAccountId: string;
    try {
      ({ providerAccountId } = await this.deps.provider.link(email, caller.language));
    } catch (err) {
      if (err instanceof WalletProviderError) throw new AppError(422, 'wallet_account_unavailable');
      throw err;
    }
    const row = await this.deps.repo.insert({
      account_id: caller.accountId,
      email,
      status: 'pending_activation',
      provider: this.deps.provider.name,
      provider_account_id: providerAccountId,
      created_by: caller.userId,
      created_at: this.deps.now(),
    });
    return toWalletAccount(row, null);
  }

  async activate(caller: WalletCaller, id: number, code: string): Promise<WalletAccount> {
    const row = await this.deps.repo.get(caller.accountId, id);
    if (!row) throw notFound();
    if (row.status !== 'active') {
      const result = await this.deps.provider.activate(row.provider_account_id, code);
      if (result === 'invalid_code') throw invalid({ code: ['invalid_code'] });
      if (result === 'code_expired') throw new AppError(422, 'activation_code_expired');
      if (result === 'too_many_attempts') throw new AppError(422, 'activation_attempts_exhausted');
      await this.deps.repo.update(caller.accountId, id, { status: 'active', activated_at: this.deps.now() });
    }
    return this.get(caller.accountId, id);
  }

  async resendCode(caller: WalletCaller, id: number): Promise<void> {
    const row = await this.deps.repo.get(caller.accountId, id);
    if (!row) throw notFound();
    if (row.status === 'active') throw new AppError(409, 'wallet_account_already_active');
    await this.deps.provider.resendCode(row.provider_account_id, caller.language);
  }

  /** Refused while a withdrawal waits to be paid to it; unlinking also drops it as the wallet requisites. */
  async unlink(accountId: number, id: number): Promise<void> {
    if (!(await this.deps.repo.get(accountId, id))) throw notFound();
    await this.deps.repo.unlink(accountId, id, this.deps.now(), async (tx) => {
      if ((await this.deps.withdrawals.openWalletWithdrawals(accountId, id, tx)) > 0) {
        throw new AppError(409, 'wallet_account_in_use');
      }
    });
  }
}

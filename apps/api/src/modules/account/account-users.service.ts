import type { AccountRepository } from './account.repository.ts';
import type { NewAccount, NewUser, UserRow } from './account.schema.ts';

/**
 * The account module's users, as the modules that work with them need them: auth signs them up and in and keeps
 * their credentials and second factor, subaccounts adds members, the demo job finds its seller. Rows as stored:
 * these callers need the hashes and secrets that the profile (AccountService) never shows.
 */
export class AccountUserService {
  constructor(private readonly repo: AccountRepository) {}

  userByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.userByEmail(email);
  }

  userById(id: number): Promise<UserRow | undefined> {
    return this.repo.userById(id);
  }

  /** A new account and its owner, in one transaction. */
  createAccountWithOwner(account: NewAccount, owner: Omit<NewUser, 'account_id' | 'role'>): Promise<UserRow> {
    return this.repo.createAccountWithOwner(account, owner);
  }

  updateUser(userId: number, patch: Partial<NewUser>): Promise<void> {
    return this.repo.updateUser(userId, patch);
  }
}

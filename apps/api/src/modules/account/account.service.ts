import type { PersonalData, UpdateProfileBody, User } from '@cabinet/contracts/user';
import { isProfileValid, missingTaxFields } from '@cabinet/contracts/user';
import { allPermissions, type Permission } from '@cabinet/contracts/permissions';
import { invalid, notFound } from '../../platform/errors.ts';
import type { AccountRepository } from './account.repository.ts';
import type { AccountRow, UserRow } from './account.schema.ts';

export function toUser(user: UserRow, account: AccountRow): User {
  const permissions = user.role === 'owner' ? [...allPermissions] : (user.permissions as Permission[]);
  // The account's tax number and business name are the account's data: a member sees them only with account.read
  // (issue 12). Whether the profile is valid stays visible: the cabinet's guards depend on it.
  const seesAccount = permissions.includes('account.read');
  return {
    id: user.id,
    account_id: account.id,
    role: user.role === 'member' ? 'member' : 'owner',
    email: user.email,
    phone: user.phone,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    user_type: account.user_type,
    itn: seesAccount ? account.itn : null,
    company_name: seesAccount ? account.company_name : null,
    psrn: seesAccount ? account.psrn : null,
    vars: account.vars,
    profile_valid: isProfileValid(account),
    two_factor_enabled: user.totp_secret !== null,
    permissions,
    created_at: user.created_at.toISOString(),
  };
}

/** The signed-in user's own profile and personal data. */
export class AccountService {
  constructor(private readonly repo: AccountRepository) {}

  async me(userId: number): Promise<User> {
    const found = await this.repo.userWithAccount(userId);
    if (!found) throw notFound();
    return toUser(found.user, found.account);
  }

  /**
   * Personal fields belong to the user, and every user may always change their own, whatever they were granted;
   * tax fields belong to the account, and only its owner may change those.
   * The result must still satisfy the §5 rule for the (possibly new) user type.
   */
  async updateProfile(userId: number, patch: UpdateProfileBody): Promise<User> {
    const found = await this.repo.userWithAccount(userId);
    if (!found) throw notFound();
    const { first_name, last_name, phone, language, ...tax } = patch;
    const touchesTax = Object.keys(tax).length > 0;
    if (touchesTax && found.user.role !== 'owner') {
      throw invalid(Object.fromEntries(Object.keys(tax).map((k) => [k, ['owner_only']])));
    }
    const next = { ...found.account, ...tax };
    if (touchesTax) {
      const missing = missingTaxFields(next);
      if (missing.length) throw invalid(Object.fromEntries(missing.map((f) => [f, ['required']])), 'required_fields');
      await this.repo.updateAccount(found.account.id, {
        user_type: next.user_type,
        itn: next.itn ?? null,
        company_name: next.company_name ?? null,
        psrn: next.psrn ?? null,
      });
    }
    const personal = { first_name, last_name, phone, language };
    if (Object.values(personal).some((v) => v !== undefined)) {
      await this.repo.updateUser(
        userId,
        Object.fromEntries(Object.entries(personal).filter(([, v]) => v !== undefined)),
      );
    }
    return this.me(userId);
  }

  async personalData(accountId: number): Promise<PersonalData | null> {
    const row = await this.repo.personalData(accountId);
    if (!row) return null;
    const { account_id: _a, updated_at: _u, ...data } = row;
    return data;
  }

  async savePersonalData(accountId: number, data: PersonalData): Promise<PersonalData> {
    const errors: Record<string, string[]> = {};
    if (data.issue_date <= data.birth_date) errors.issue_date = ['issue_before_birth'];
    if (data.birth_date > new Date().toISOString().slice(0, 10)) errors.birth_date = ['date_in_future'];
    if (Object.keys(errors).length) throw invalid(errors);
    await this.repo.savePersonalData({ account_id: accountId, ...data });
    return data;
  }
}

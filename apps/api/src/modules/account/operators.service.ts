import type { Language } from '@cabinet/contracts/common';
import type { OperatorCreate, OperatorListItem } from '@cabinet/contracts/operators';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { AccountRepository } from './account.repository.ts';
import type { UserRow } from './account.schema.ts';
import type { OperatorsRepository } from './operators.repository.ts';

export const operatorView = (row: UserRow): OperatorListItem => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  ops_roles: row.ops_roles,
  created_at: row.created_at.toISOString(),
});

/** An administrator's work on the back office's people (issue 23 "roles"). */
export class OperatorsService {
  constructor(private readonly deps: { repo: OperatorsRepository; accounts: AccountRepository }) {}

  async list() {
    return { operators: (await this.deps.repo.list()).map(operatorView) };
  }

  /** The new operator's interface starts in the administrator's language. */
  async create(body: OperatorCreate, language: Language): Promise<OperatorListItem> {
    const taken = () => invalid({ email: ['email_taken'] }, 'email_taken');
    if (await this.deps.accounts.userByEmail(body.email)) throw taken();
    try {
      const row = await this.deps.accounts.createOperator({
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        language,
        ops_roles: body.ops_roles,
        password_hash: await hashPassword(body.password),
      });
      return operatorView(row);
    } catch (err) {
      // Two administrators adding the same address at once: the second is told, as the first check would.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }

  async setRoles(id: number, roles: OpsRole[]): Promise<OperatorListItem> {
    if (!(await this.deps.repo.find(id))) throw notFound();
    const row = await this.deps.repo.setRolesKeepingAnAdministrator(id, roles);
    if (!row) throw new AppError(409, 'last_administrator');
    return operatorView(row);
  }
}

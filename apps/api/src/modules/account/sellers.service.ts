import type { OpsSeller } from '@cabinet/contracts/sellers';
import { notFound } from '../../platform/errors.ts';
import type { SellersRepository } from './sellers.repository.ts';

/** A seller as the back office shows them: by name and e-mail (issue 23). */
export class SellersService {
  constructor(private readonly repo: SellersRepository) {}

  async get(accountId: number): Promise<OpsSeller> {
    const [row, members] = await Promise.all([this.repo.find(accountId), this.repo.memberCount(accountId)]);
    if (!row) throw notFound();
    const { account, owner } = row;
    return {
      id: account.id,
      user_type: account.user_type,
      company_name: account.company_name || null,
      owner_name: `${owner.first_name} ${owner.last_name}`.trim(),
      email: owner.email,
      phone: owner.phone,
      language: owner.language,
      members,
      created_at: account.created_at.toISOString(),
    };
  }
}

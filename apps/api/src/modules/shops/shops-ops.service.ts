import type { Language, PageQuery } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { SellerRef } from '@cabinet/contracts/sellers';
import { notFound } from '../../platform/errors.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import type { ShopsRepository } from './shops.repository.ts';
import type { ShopRow } from './shops.schema.ts';
import type { ShopsService } from './shops.service.ts';
import { shopView } from './shops.view.ts';

/** The operators' shops desk: every linked shop with its seller, sync state and last failure; a sync re-run. */
export class ShopsOpsService {
  constructor(
    private readonly deps: { repo: ShopsRepository; shops: Pick<ShopsService, 'queueSync' | 'adapterIfOffered'> },
  ) {}

  async opsShops(
    query: PageQuery & { kind?: ShopKind; failing?: 'true' | 'false'; q?: string; account_id?: number },
    lang: Language,
  ) {
    const { rows, total } = await this.deps.repo.opsShops({
      kind: query.kind,
      failing: query.failing === undefined ? undefined : query.failing === 'true',
      q: query.q,
      account_id: query.account_id,
      offset: (query.page - 1) * query.on_page,
      limit: query.on_page,
    });
    return {
      ...pageInfo(query, total),
      items: rows.map((r) =>
        this.opsView(r.shop, r.email, lang, toSellerRef({ ...r, account_id: r.shop.account_id })!),
      ),
    };
  }

  private opsView(row: ShopRow, email: string, lang: Language, seller: SellerRef) {
    return {
      ...shopView(row, lang, this.deps.shops.adapterIfOffered(row.kind)),
      account_email: email,
      seller,
      last_error_at: row.last_error_at?.toISOString() ?? null,
      last_error_detail: row.last_error_detail,
    };
  }

  async opsSync(id: number, lang: Language) {
    const row = await this.deps.repo.find(id);
    if (!row || row.unlinked_at) throw notFound();
    const [synced, email, sellers] = await Promise.all([
      this.deps.shops.queueSync(row),
      this.deps.repo.requestEmail(row.account_id),
      this.deps.repo.sellers([row.account_id]),
    ]);
    return this.opsView(synced, email, lang, sellers.get(row.account_id)!);
  }
}

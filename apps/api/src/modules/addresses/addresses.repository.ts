import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AddressInput, AddressListQuery } from '@cabinet/contracts/addresses';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scoped.ts';
import { addressBook } from './addresses.schema.ts';
import { escapeLike } from '../../platform/db/like.ts';

export type AddressRow = typeof addressBook.$inferSelect;
type Fields = Omit<AddressInput, 'is_default'>;

/** `%` and `_` typed by the seller are letters, not wildcards. */

/** Address book queries; every one is scoped by the caller's account. */
export class AddressRepository {
  constructor(private readonly db: Db) {}

  async list(accountId: number, q: AddressListQuery) {
    const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
    const where = ownedBy(
      addressBook,
      accountId,
      q.book_type ? eq(addressBook.book_type, q.book_type) : undefined,
      pattern
        ? or(
            ilike(addressBook.first_name, pattern),
            ilike(addressBook.last_name, pattern),
            ilike(addressBook.company_name, pattern),
            ilike(addressBook.city, pattern),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(addressBook)
        .where(where)
        .orderBy(desc(addressBook.is_default), desc(addressBook.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(addressBook).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async find(accountId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addressBook)
      .where(ownedBy(addressBook, accountId, eq(addressBook.id, id)));
    return row;
  }

  /** The account's recipients among `ids`. */
  async recipients(accountId: number, ids: number[]): Promise<AddressRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(addressBook)
      .where(
        and(
          eq(addressBook.account_id, accountId),
          eq(addressBook.book_type, 'recipient'),
          inArray(addressBook.id, ids),
        ),
      );
  }

  /** Writes the entry; a new default sender takes the flag from the previous one in the same transaction. */
  async save(accountId: number, fields: Fields, isDefault: boolean, id?: number): Promise<AddressRow | undefined> {
    return this.db.transaction(async (tx) => {
      if (isDefault) {
        await tx
          .update(addressBook)
          .set({ is_default: false })
          .where(ownedBy(addressBook, accountId, eq(addressBook.is_default, true)));
      }
      const values = { ...fields, is_default: isDefault };
      if (id === undefined) {
        const [row] = await tx
          .insert(addressBook)
          .values({ ...values, account_id: accountId })
          .returning();
        return row;
      }
      const [row] = await tx
        .update(addressBook)
        .set({ ...values, updated_at: new Date() })
        .where(ownedBy(addressBook, accountId, eq(addressBook.id, id)))
        .returning();
      return row;
    });
  }

  async remove(accountId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(addressBook)
      .where(ownedBy(addressBook, accountId, eq(addressBook.id, id)))
      .returning({ id: addressBook.id });
    return rows.length > 0;
  }
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { uploads, type UploadRow } from './uploads.schema.ts';

export class UploadRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [inserted] = await this.db.insert(uploads).values(row).returning();
    return inserted!;
  }

  async byName(filename: string): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.filename, filename));
    return row;
  }

  async ownedBy(accountId: number, filenames: string[]): Promise<UploadRow[]> {
    if (filenames.length === 0) return [];
    return this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.account_id, accountId), inArray(uploads.filename, filenames)));
  }
}

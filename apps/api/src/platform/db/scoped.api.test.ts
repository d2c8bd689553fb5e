import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import type { Database } from './client.ts';
import { ownedBy } from './scoped.ts';

const notes = pgTable('scoped_notes', {
  id: integer().primaryKey(),
  account_id: integer().notNull(),
  body: text().notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table scoped_notes (id integer primary key, account_id integer not null, body text not null)`,
  );
  await database.db.insert(notes).values([
    { id: 1, account_id: 10, body: 'mine' },
    { id: 2, account_id: 20, body: 'theirs' },
  ]);
});
afterAll(() => database.close());

describe('ownedBy', () => {
  it('finds only the caller account rows, even when asked by id', async () => {
    const mine = await database.db.select().from(notes).where(ownedBy(notes, 10));
    expect(mine.map((n) => n.body)).toEqual(['mine']);
    const theirs = await database.db
      .select()
      .from(notes)
      .where(ownedBy(notes, 10, eq(notes.id, 2)));
    expect(theirs).toEqual([]);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import type { Person } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import { users } from './account.schema.ts';

/** A user as the back office names them: "First Last" and the e-mail. */
export const toPerson = (u: { id: number; email: string; first_name: string; last_name: string }): Person => ({
  id: u.id,
  email: u.email,
  name: `${u.first_name} ${u.last_name}`.trim(),
});

/**
 * The operators behind these user ids (who made a journal, moved a parcel, counted stock), for the back office's
 * timelines and logs. One query however many ids; a seller's or member's id, or a user gone since, is absent.
 */
export async function operatorsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.role, 'operator')));
  return new Map(rows.map((r) => [r.id, toPerson(r)]));
}

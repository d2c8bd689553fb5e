import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@cabinet/contracts/notifications';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scoped.ts';
import { users } from '../account/account.schema.ts';
import { notificationSettings, notifications } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type SettingRow = typeof notificationSettings.$inferSelect;

/** Queries on notifications and their settings. Every notification query is scoped by account and by user. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  /**
   * The account's active users (or the one given) with what each chose for `kind`, in one read: `cabinet` and `email`
   * are null where the user never chose (the defaults apply).
   */
  async recipients(accountId: number, kind: NotificationKind, userId?: number) {
    return this.db
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        first_name: users.first_name,
        language: users.language,
        permissions: users.permissions,
        cabinet: notificationSettings.cabinet,
        by_email: notificationSettings.email,
      })
      .from(users)
      .leftJoin(
        notificationSettings,
        and(eq(notificationSettings.user_id, users.id), eq(notificationSettings.kind, kind)),
      )
      .where(
        and(
          eq(users.account_id, accountId),
          isNull(users.disabled_at),
          userId === undefined ? undefined : eq(users.id, userId),
        ),
      );
  }

  async settingsOf(userIds: number[], kind?: NotificationKind): Promise<SettingRow[]> {
    if (!userIds.length) return [];
    return this.db
      .select()
      .from(notificationSettings)
      .where(
        and(inArray(notificationSettings.user_id, userIds), kind ? eq(notificationSettings.kind, kind) : undefined),
      );
  }

  async saveSettings(rows: SettingRow[]): Promise<void> {
    if (!rows.length) return;
    await this.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .insert(notificationSettings)
          .values(row)
          .onConflictDoUpdate({
            target: [notificationSettings.user_id, notificationSettings.kind],
            set: { cabinet: row.cabinet, email: row.email },
          });
      }
    });
  }

  async insert(rows: NewNotification[]): Promise<void> {
    if (rows.length) await this.db.insert(notifications).values(rows);
  }

  private mine(accountId: number, userId: number, ...conditions: Array<SQL | undefined>): SQL {
    return ownedBy(notifications, accountId, eq(notifications.user_id, userId), ...conditions);
  }

  /** Pinned first, newest first. */
  async page(accountId: number, userId: number, page: { limit: number; offset: number }) {
    const where = this.mine(accountId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.is_pinned), desc(notifications.created_at), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async unseenCount(accountId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(this.mine(accountId, userId, isNull(notifications.seen_at)));
    return row?.n ?? 0;
  }

  async update(
    accountId: number,
    userId: number,
    id: number,
    patch: Partial<Pick<NotificationRow, 'seen_at' | 'is_pinned'>>,
  ): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set(patch)
      .where(this.mine(accountId, userId, eq(notifications.id, id)))
      .returning();
    return row;
  }

  /** Marks it seen unless it already was (keeping the first time), and returns it. */
  async open(accountId: number, userId: number, id: number, at: Date): Promise<NotificationRow | undefined> {
    const [opened] = await this.db
      .update(notifications)
      .set({ seen_at: at })
      .where(this.mine(accountId, userId, eq(notifications.id, id), isNull(notifications.seen_at)))
      .returning();
    if (opened) return opened;
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(this.mine(accountId, userId, eq(notifications.id, id)))
      .limit(1);
    return row;
  }

  async remove(accountId: number, userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(notifications)
      .where(this.mine(accountId, userId, eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllSeen(accountId: number, userId: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ seen_at: at })
      .where(this.mine(accountId, userId, isNull(notifications.seen_at)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async removeAll(accountId: number, userId: number, onlySeen: boolean): Promise<number> {
    const rows = await this.db
      .delete(notifications)
      .where(this.mine(accountId, userId, onlySeen ? isNotNull(notifications.seen_at) : undefined))
      .returning({ id: notifications.id });
    return rows.length;
  }
}

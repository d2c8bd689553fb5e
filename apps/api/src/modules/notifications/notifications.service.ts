import type { Permission } from '@cabinet/contracts/permissions';
import {
  isEmailLocked,
  notificationKinds,
  type MainMenuActions,
  type Notification,
  type NotificationAction,
  type NotificationBulkAction,
  type NotificationCount,
  type NotificationKind,
  type NotificationList,
  type NotificationPayload,
  type NotificationSetting,
  type NotificationSettingsBody,
} from '@cabinet/contracts/notifications';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { invalid, notFound } from '../../platform/errors.ts';
import { lookup, translate, type Section } from '../../platform/i18n/messages.ts';
import type { Language } from '@cabinet/contracts/common';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { NotificationRepository, NotificationRow, SettingRow } from './notifications.repository.ts';
import { afterCommit } from '../../platform/db/unit-of-work.ts';

/** Who may read the notification centre; an account-wide event goes to these users. */
const READ_PERMISSION: Permission = 'account.read';

/** A main-menu badge: the count for one signed-in user. */
export type MenuCounter = (accountId: number, userId: number) => Promise<number>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    is_pinned: row.is_pinned,
    seen: row.seen_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

const defaults = (userId: number, kind: NotificationKind): SettingRow => ({
  user_id: userId,
  kind,
  cabinet: true,
  email: true,
});

/**
 * The notification centre, and `notify`: the one way every feature tells an account's users that something
 * happened — in the cabinet and by e-mail, as each user chose per kind.
 */
export class NotificationService {
  private readonly menuCounters = new Map<string, MenuCounter>();

  constructor(
    private readonly deps: { repo: NotificationRepository; mailer: Mailer; now: () => Date; publicUrl: string },
  ) {
    this.registerMenuCounter('notifications', (accountId, userId) => deps.repo.unseenCount(accountId, userId));
  }

  /** Features add their main-menu badges here (`main_menu_actions` of `GET /notifications?only_number=1`). */
  registerMenuCounter(key: string, counter: MenuCounter): void {
    this.menuCounters.set(key, counter);
  }

  /**
   * Tells the account's users (or only `opts.userId`, for personal events such as a password change): a cabinet
   * notification unless the user turned the kind off there, and an e-mail unless they turned that off — which
   * security kinds do not allow. Operators and unknown or disabled users receive nothing.
   *
   * Inside a transaction this happens once it has committed: a notification never undoes the operation it tells
   * of, and is never sent for one that rolled back.
   */
  notify(
    accountId: number,
    kind: NotificationKind,
    payload: NotificationPayload = {},
    opts: { userId?: number } = {},
  ): Promise<void> {
    const at = this.deps.now();
    return afterCommit(() => this.deliver(accountId, kind, payload, opts, at));
  }

  private async deliver(
    accountId: number,
    kind: NotificationKind,
    payload: NotificationPayload,
    opts: { userId?: number },
    at: Date,
  ): Promise<void> {
    const { repo, mailer } = this.deps;
    const users = (await repo.recipients(accountId, kind, opts.userId)).filter(
      (u) => opts.userId !== undefined || u.role === 'owner' || u.permissions.includes(READ_PERMISSION),
    );
    if (!users.length) return;
    const fallback = defaults(0, kind);
    const settingOf = (u: (typeof users)[number]) => ({
      cabinet: u.cabinet ?? fallback.cabinet,
      email: u.by_email ?? fallback.email,
    });
    await repo.insert(
      users
        .filter((u) => settingOf(u).cabinet)
        .map((u) => ({ account_id: accountId, user_id: u.id, kind, payload, created_at: at })),
    );
    for (const user of users) {
      if (!settingOf(user).email && !isEmailLocked(kind)) continue;
      const params = {
        ...stringParams(payload),
        ...wordedCodes(kind, payload, user.language),
        name: user.first_name || user.email,
        link: `${this.deps.publicUrl}/notifications`,
      };
      // A kind may word its letter per status or decision (`notify.<kind>.<status>.text`), else once for all.
      const code = payload.status ?? payload.decision;
      const variant = typeof code === 'string' && code ? `${code}.` : '';
      const worded = (part: string) =>
        (variant && lookup(user.language, 'mail', `notify.${kind}.${variant}${part}`, params)) ||
        lookup(user.language, 'mail', `notify.${kind}.${part}`, params);
      await mailer.send({
        to: user.email,
        template: `notification:${kind}`,
        subject: worded('subject') ?? translate(user.language, 'mail', 'notify.subject'),
        text: worded('text') ?? translate(user.language, 'mail', 'notify.text', params),
      });
    }
  }

  async count(accountId: number, userId: number): Promise<NotificationCount> {
    const entries = await Promise.all(
      [...this.menuCounters].map(async ([key, counter]) => [key, await counter(accountId, userId)] as const),
    );
    const main_menu_actions: MainMenuActions = Object.fromEntries(entries);
    return { total: main_menu_actions.notifications ?? 0, main_menu_actions };
  }

  async list(accountId: number, userId: number, q: PageQuery): Promise<NotificationList> {
    const { rows, total } = await this.deps.repo.page(accountId, userId, {
      limit: q.on_page,
      offset: (q.page - 1) * q.on_page,
    });
    return { notifications: rows.map(toNotification), ...pageInfo(q, total) };
  }

  /** Opening a notification marks it seen. */
  async open(accountId: number, userId: number, id: number): Promise<Notification> {
    const row = await this.deps.repo.open(accountId, userId, id, this.deps.now());
    if (!row) throw notFound();
    return toNotification(row);
  }

  async act(accountId: number, userId: number, id: number, action: NotificationAction): Promise<Notification | null> {
    const { repo, now } = this.deps;
    if (action === 'remove') {
      if (!(await repo.remove(accountId, userId, id))) throw notFound();
      return null;
    }
    const patch = {
      read: { seen_at: now() },
      unread: { seen_at: null },
      pin: { is_pinned: true },
      unpin: { is_pinned: false },
    }[action];
    const row = await repo.update(accountId, userId, id, patch);
    if (!row) throw notFound();
    return toNotification(row);
  }

  async actOnAll(accountId: number, userId: number, action: NotificationBulkAction): Promise<number> {
    const { repo, now } = this.deps;
    if (action === 'read_all') return repo.markAllSeen(accountId, userId, now());
    return repo.removeAll(accountId, userId, action === 'remove_seen');
  }

  /** Every kind, with the user's choice or the default (both on). */
  async settings(userId: number): Promise<NotificationSetting[]> {
    const chosen = new Map((await this.deps.repo.settingsOf([userId])).map((s) => [s.kind, s]));
    return notificationKinds.map((kind) => {
      const s = chosen.get(kind) ?? defaults(userId, kind);
      const locked = isEmailLocked(kind);
      return { kind, cabinet: s.cabinet, email: locked || s.email, locked };
    });
  }

  /** Changes only what the body names; turning off a locked e-mail is refused and nothing is saved. */
  async saveSettings(userId: number, body: NotificationSettingsBody): Promise<NotificationSetting[]> {
    const lockedAt = body.settings.findIndex((s) => s.email === false && isEmailLocked(s.kind));
    if (lockedAt >= 0) throw invalid({ [`settings.${lockedAt}.email`]: ['email_locked'] });
    const current = new Map((await this.settings(userId)).map((s) => [s.kind, s]));
    for (const change of body.settings) {
      const s = current.get(change.kind)!;
      current.set(change.kind, { ...s, cabinet: change.cabinet ?? s.cabinet, email: change.email ?? s.email });
    }
    const changed = new Set(body.settings.map((s) => s.kind));
    await this.deps.repo.saveSettings(
      [...changed].map((kind) => {
        const s = current.get(kind)!;
        return { user_id: userId, kind, cabinet: s.cabinet, email: s.email };
      }),
    );
    return this.settings(userId);
  }
}

/** Codes a letter puts in words in its reader's language (the cabinet's entry words them itself): payload field → section. */
const CODED_FIELDS: Partial<Record<NotificationKind, Record<string, Section>>> = {
  'shipments.status_changed': { status: 'shipment_status' },
  'shipments.disposal_decided': { status: 'disposal_status' },
  'purchases.status_changed': { status: 'purchase_status' },
};

/**
 * Lists a letter writes line by line in its reader's language: the payload field holds a JSON array of facts, each
 * worded by `notify.<kind>.<field>_line` (an inbound shortage's products with their counts).
 */
const LISTED_FIELDS: Partial<Record<NotificationKind, readonly string[]>> = {
  'shipments.inbound_short': ['lines'],
};

function wordedCodes(kind: NotificationKind, payload: NotificationPayload, language: Language): Record<string, string> {
  const codes = Object.entries(CODED_FIELDS[kind] ?? {}).flatMap(([field, section]) => {
    const code = payload[field];
    return typeof code === 'string' && code ? [[field, translate(language, section, code)]] : [];
  });
  const lists = (LISTED_FIELDS[kind] ?? []).flatMap((field) => {
    const items = listOf(payload[field]);
    const line = (item: Record<string, string | number>) =>
      lookup(language, 'mail', `notify.${kind}.${field}_line`, item) ?? Object.values(item).join(' ');
    return items ? [[field, items.map(line).join('\n')]] : [];
  });
  return Object.fromEntries([...codes, ...lists]);
}

/** A JSON array of flat facts, or null when the value is not one. */
function listOf(value: unknown): Record<string, string | number>[] | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Record<string, string | number>[]) : null;
  } catch {
    return null;
  }
}

function stringParams(payload: NotificationPayload): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, typeof v === 'number' ? v : v === null ? '' : String(v)]),
  );
}

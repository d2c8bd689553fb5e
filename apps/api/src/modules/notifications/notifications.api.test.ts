import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, twoFactorApi } from '@cabinet/contracts/auth';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { notificationKinds, type NotificationKind, notificationsApi } from '@cabinet/contracts/notifications';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { totpAt } from '../../platform/auth/totp.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';
import { users } from '../account/account.schema.ts';
import { notificationSettings, notifications } from './notifications.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller with its ids, and a helper that raises notifications for it a second apart. */
async function seller() {
  const reg = await registerSeller(t);
  const me = (await t.call(accountApi.me, { token: reg.token })).json();
  const notify = async (kind: NotificationKind = 'money.payment_received', payload = {}) => {
    t.clock.advance(1000);
    await t.app.services.notifications.notify(me.account_id, kind, payload, { userId: me.id });
  };
  return { ...reg, userId: me.id as number, accountId: me.account_id as number, notify };
}

const list = (token: string, query: QueryIn<typeof notificationsApi.list> = {}) =>
  t.call(notificationsApi.list, { token, query });
const act = (token: string, id: number | string, action: string) =>
  t.call(notificationsApi.act, { params: { id }, token, payload: { action } });
const bulk = (token: string, action: string) => t.call(notificationsApi.actOnAll, { token, payload: { action } });
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
const rowsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(notifications.id);

describe('GET /api/notifications', () => {
  it('pages the list pinned first, newest first', async () => {
    const s = await seller();
    await s.notify('shipments.status_changed', { number: 'UA1' });
    for (let i = 2; i <= 5; i++) await s.notify('money.payment_received', { n: i });
    const [oldest] = await rowsOf(s.userId);
    expect((await act(s.token, oldest!.id, 'pin')).json()).toMatchObject({ id: oldest!.id, is_pinned: true });

    const first = await list(s.token, { page: 1, on_page: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, on_page: 2, total: 5, next_page: 2 });
    const items = first.json().notifications;
    expect(items[0]).toEqual({
      id: oldest!.id,
      kind: 'shipments.status_changed',
      payload: { number: 'UA1' },
      is_pinned: true,
      seen: false,
      created_at: expect.any(String),
    });
    expect(items[1].payload).toEqual({ n: 5 });

    const last = (await list(s.token, { page: 3, on_page: 2 })).json();
    expect(last).toMatchObject({ page: 3, total: 5, next_page: null });
    expect(last.notifications.map((n: { payload: { n: number } }) => n.payload.n)).toEqual([2]);
  });

  it('with only_number answers the unseen count and the main-menu badges', async () => {
    const s = await seller();
    await s.notify();
    await s.notify();
    await s.notify();
    expect((await list(s.token, { only_number: '1' })).json()).toEqual({
      total: 3,
      main_menu_actions: { notifications: 3 },
    });
    const [row] = await rowsOf(s.userId);
    await act(s.token, row!.id, 'read');
    expect((await list(s.token, { only_number: '1' })).json()).toEqual({
      total: 2,
      main_menu_actions: { notifications: 2 },
    });
  });

  it('shows each user only their own', async () => {
    const a = await seller();
    const b = await seller();
    await a.notify();
    expect((await list(b.token)).json()).toMatchObject({ notifications: [], total: 0, next_page: null });
  });

  it('rejects bad paging with 400', async () => {
    const s = await seller();
    const res = await list(s.token, { on_page: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      message: expect.any(String),
      errors: expect.anything(),
    });
  });
});

describe('one notification', () => {
  it('GET marks it seen', async () => {
    const s = await seller();
    await s.notify();
    const [row] = await rowsOf(s.userId);
    const res = await t.call(notificationsApi.open, { params: { id: row!.id }, token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row!.id, seen: true, kind: 'money.payment_received' });
    const [after] = await rowsOf(s.userId);
    expect(after!.seen_at).not.toBeNull();
  });

  it('read, unread, pin, unpin, remove', async () => {
    const s = await seller();
    await s.notify();
    const [row] = await rowsOf(s.userId);
    const id = row!.id;
    expect((await act(s.token, id, 'read')).json()).toMatchObject({ id, seen: true, is_pinned: false });
    expect((await act(s.token, id, 'unread')).json()).toMatchObject({ id, seen: false });
    expect((await act(s.token, id, 'pin')).json()).toMatchObject({ id, is_pinned: true });
    expect((await act(s.token, id, 'unpin')).json()).toMatchObject({ id, is_pinned: false });
    const removed = await act(s.token, id, 'remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await rowsOf(s.userId)).toHaveLength(0);
    expect((await act(s.token, id, 'read')).statusCode).toBe(404);
    expect((await t.call(notificationsApi.open, { params: { id }, token: s.token })).statusCode).toBe(404);
  });

  it("another account's notification answers 404 and stays unchanged", async () => {
    const owner = await seller();
    const stranger = await seller();
    await owner.notify();
    const [row] = await rowsOf(owner.userId);
    const opened = await t.call(notificationsApi.open, { params: { id: row!.id }, token: stranger.token });
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    for (const action of ['read', 'pin', 'remove']) {
      expect((await act(stranger.token, row!.id, action)).statusCode).toBe(404);
    }
    expect(await rowsOf(owner.userId)).toEqual([row]);
  });

  it('a bad action answers 400 {code, message, errors} and writes nothing', async () => {
    const s = await seller();
    await s.notify();
    const [row] = await rowsOf(s.userId);
    const before = await rowCount(t.database, notifications);
    for (const payload of [{ action: 'explode' }, {}, { action: 'read', extra: 1 }]) {
      const res = await t.call(notificationsApi.act, { params: { id: row!.id }, token: s.token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
        errors: expect.anything(),
      });
    }
    const bad = await act(s.token, row!.id, 'explode');
    expect(bad.json()).toMatchObject({ code: 'validation_error', errors: { action: expect.any(Array) } });
    expect((await act(s.token, 'abc', 'read')).statusCode).toBe(400);
    expect((await act(s.token, '99999999999', 'read')).statusCode).toBe(400);
    expect(await rowCount(t.database, notifications)).toBe(before);
    const [after] = await rowsOf(s.userId);
    expect(after).toMatchObject({ is_pinned: false, seen_at: null });
  });
});

describe('POST /api/notifications/actions', () => {
  it('read_all, remove_seen and remove_all answer how many they touched', async () => {
    const s = await seller();
    const other = await seller();
    await other.notify();
    for (let i = 0; i < 4; i++) await s.notify();
    const [first] = await rowsOf(s.userId);
    await act(s.token, first!.id, 'read');

    expect((await bulk(s.token, 'read_all')).json()).toEqual({ affected: 3 });
    expect((await list(s.token, { only_number: '1' })).json().total).toBe(0);
    await s.notify(); // one unseen again
    expect((await bulk(s.token, 'remove_seen')).json()).toEqual({ affected: 4 });
    expect(await rowsOf(s.userId)).toHaveLength(1);
    await s.notify();
    expect((await bulk(s.token, 'remove_all')).json()).toEqual({ affected: 2 });
    expect(await rowsOf(s.userId)).toHaveLength(0);
    // Another account's notifications are untouched.
    expect(await rowsOf(other.userId)).toHaveLength(1);
  });

  it('an unknown action answers 400 and changes nothing', async () => {
    const s = await seller();
    await s.notify();
    const res = await bulk(s.token, 'remove_everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      message: expect.any(String),
      errors: expect.anything(),
    });
    expect(await rowsOf(s.userId)).toHaveLength(1);
  });
});

describe('notification settings', () => {
  const get = (token: string) => t.call(notificationsApi.settings, { token });
  const put = (token: string, settings: unknown) =>
    t.call(notificationsApi.saveSettings, { token, payload: { settings } });

  it('list every kind, both on by default, security e-mails locked', async () => {
    const s = await seller();
    const { settings } = (await get(s.token)).json();
    expect(settings.map((x: { kind: string }) => x.kind)).toEqual([...notificationKinds]);
    expect(settings).toContainEqual({ kind: 'security.password_changed', cabinet: true, email: true, locked: true });
    expect(settings).toContainEqual({ kind: 'money.payment_received', cabinet: true, email: true, locked: false });
  });

  it('a partial PUT changes only what it names', async () => {
    const s = await seller();
    const res = await put(s.token, [
      { kind: 'money.payment_received', cabinet: false },
      { kind: 'shipments.status_changed', email: false },
      { kind: 'security.two_factor_enabled', cabinet: false, locked: true },
    ]);
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(settings).toContainEqual({ kind: 'money.payment_received', cabinet: false, email: true, locked: false });
    expect(settings).toContainEqual({ kind: 'shipments.status_changed', cabinet: true, email: false, locked: false });
    expect(settings).toContainEqual({ kind: 'security.two_factor_enabled', cabinet: false, email: true, locked: true });
    expect(settings).toContainEqual({ kind: 'support.ticket_answered', cabinet: true, email: true, locked: false });
    expect((await get(s.token)).json().settings).toEqual(settings);
  });

  it('refuse unknown kinds and turning a security e-mail off, saving nothing', async () => {
    const s = await seller();
    const before = await rowCount(t.database, notificationSettings);
    const unknown = await put(s.token, [{ kind: 'money.made_up', email: false }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_error',
      errors: { 'settings.0.kind': expect.any(Array) },
    });
    const locked = await t.call(notificationsApi.saveSettings, {
      token: s.token,
      lang: 'en',
      body: {
        settings: [
          { kind: 'money.payment_received', cabinet: false },
          { kind: 'security.password_changed', email: false },
        ],
      },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      code: 'validation_error',
      errors: { 'settings.1.email': ['Security e-mails cannot be turned off'] },
    });
    expect((await put(s.token, 'nope')).statusCode).toBe(400);
    expect(await rowCount(t.database, notificationSettings)).toBe(before);
  });

  it('are obeyed by notify: cabinet off → no row, e-mail off → no letter', async () => {
    const s = await seller();
    await put(s.token, [
      { kind: 'money.payment_received', cabinet: false },
      { kind: 'shipments.status_changed', email: false },
    ]);
    const mailsBefore = (await mailsTo(s.email)).length;
    await s.notify('money.payment_received');
    expect(await rowsOf(s.userId)).toHaveLength(0);
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ template: 'notification:money.payment_received' });

    await s.notify('shipments.status_changed');
    expect(await rowsOf(s.userId)).toHaveLength(1);
    expect(await mailsTo(s.email)).toHaveLength(mailsBefore + 1);
  });
});

describe('account-wide notifications', () => {
  it('reach the owner and members who may read the account, each with their own state', async () => {
    const s = await seller();
    const member = async (email: string, permissions: string[]) => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          account_id: s.accountId,
          role: 'member',
          email,
          language: 'ua',
          password_hash: await hashPassword('member-password'),
          permissions,
        })
        .returning();
      return row!;
    };
    const reader = await member(`reader-${s.userId}@example.com`, ['account.read']);
    const outsider = await member(`outsider-${s.userId}@example.com`, ['shipments.read']);
    await t.app.services.notifications.notify(s.accountId, 'account.subaccount_joined', { email: reader.email });

    expect(await rowsOf(s.userId)).toHaveLength(1);
    expect(await rowsOf(reader.id)).toHaveLength(1);
    expect(await rowsOf(outsider.id)).toHaveLength(0);
    const [letter] = await mailsTo(reader.email);
    expect(letter).toMatchObject({ template: 'notification:account.subaccount_joined' });
    expect(letter!.text).toContain(reader.email);
    expect(await mailsTo(outsider.email)).toHaveLength(0);

    await bulk(s.token, 'remove_all');
    expect(await rowsOf(reader.id)).toHaveLength(1);
  });
});

describe('security events', () => {
  const latest = async (userId: number) => (await rowsOf(userId)).at(-1);
  const letters = async (email: string, kind: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, `notification:${kind}`)));

  it('a password change notifies in the cabinet and by e-mail, even with e-mail "off"', async () => {
    const s = await seller();
    await t.call(notificationsApi.saveSettings, {
      token: s.token,
      body: { settings: [{ kind: 'security.password_changed', cabinet: true }] },
    });
    const res = await t.call(authApi.changePassword, {
      token: s.token,
      body: { current_password: s.password, new_password: 'another-good-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await latest(s.userId)).toMatchObject({ kind: 'security.password_changed' });
    const [letter] = await letters(s.email, 'security.password_changed');
    expect(letter).toMatchObject({ subject: 'Your Seller Cabinet password was changed' });
  });

  it('a restored password notifies', async () => {
    const s = await seller();
    await t.call(authApi.forgotten, { body: { email: s.email } });
    const [mail] = (await mailsTo(s.email)).filter((m) => m.template === 'restore_password');
    const token = /token=([\w-]+)/.exec(mail!.text)![1];
    const res = await t.call(authApi.restorePassword, { payload: { token, password: 'restored-password-1' } });
    expect(res.statusCode).toBe(200);
    expect(await latest(s.userId)).toMatchObject({ kind: 'security.password_restored' });
    expect(await letters(s.email, 'security.password_restored')).toHaveLength(1);
  });

  it('turning two-factor on and off notifies, in the cabinet unless turned off there', async () => {
    const s = await seller();
    const { secret } = (await t.call(twoFactorApi.begin, { token: s.token })).json();
    const added = await t.call(twoFactorApi.confirm, { token: s.token, body: { code: totpAt(secret, t.clock.now()) } });
    expect(added.statusCode).toBe(200);
    expect(await latest(s.userId)).toMatchObject({ kind: 'security.two_factor_enabled' });

    await t.call(notificationsApi.saveSettings, {
      token: s.token,
      body: { settings: [{ kind: 'security.two_factor_disabled', cabinet: false }] },
    });
    t.clock.advance(30_000);
    const off = await t.call(twoFactorApi.disable, {
      token: s.token,
      body: { password: s.password, code: totpAt(secret, t.clock.now()) },
    });
    expect(off.statusCode).toBe(200);
    expect(await latest(s.userId)).toMatchObject({ kind: 'security.two_factor_enabled' });
    expect(await letters(s.email, 'security.two_factor_enabled')).toHaveLength(1);
    expect(await letters(s.email, 'security.two_factor_disabled')).toHaveLength(1);
  });
});

describe('access', () => {
  it('every notification route answers 401 without a token', async () => {
    const routes = [
      [notificationsApi.list],
      [notificationsApi.list, {}, { only_number: '1' }],
      [notificationsApi.open, { id: 1 }],
      [notificationsApi.act, { id: 1 }],
      [notificationsApi.actOnAll],
      [notificationsApi.settings],
      [notificationsApi.saveSettings],
    ] as const;
    for (const [e, params, query] of routes) {
      const res = await t.call(e, { params, query, ...(e.method === 'GET' ? {} : { payload: { action: 'read' } }) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('a member without account.read is refused', async () => {
    const s = await seller();
    const email = `noread-${s.userId}@example.com`;
    await t.database.db.insert(users).values({
      account_id: s.accountId,
      role: 'member',
      email,
      language: 'en',
      password_hash: await hashPassword('member-password'),
      permissions: ['shipments.read'],
    });
    const login = await t.call(authApi.login, { body: { login: email, password: 'member-password' } });
    const res = await list(login.json().token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
  });
});

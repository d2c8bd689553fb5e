import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Every kind of notification the product sends. A later feature adds its kinds here (and their e-mail wording
 * in the server's `mail` catalogue, `notify.<kind>.subject` / `.text`); the UI words the cabinet entry itself.
 * Kinds are `<group>.<event>`; the `security` group's e-mails cannot be turned off.
 */
export const notificationKinds = [
  'security.password_changed',
  'security.password_restored',
  'security.two_factor_enabled',
  'security.two_factor_disabled',
  'account.subaccount_joined',
  'money.payment_received',
  'money.bank_transfer_received',
  'money.balance_adjusted',
  'money.operation_reversed',
  'money.withdrawal_paid',
  'money.withdrawal_rejected',
  'money.withdrawal_needs_correction',
  'money.withdrawal_blocked',
  'money.withdrawal_unblocked',
  'money.transfer_received',
  'money.invoice_issued',
  'money.invoice_cancelled',
  'money.payment_link_reviewed',
  'money.payment_link_paid',
  'money.claim_decided',
  'money.unidentified_payment_assigned',
  // Placeholders that the shipping and support features raise once they exist.
  'shipments.status_changed',
  'shipments.frozen',
  'shipments.return_registered',
  'shipments.return_claim_decided',
  'shipments.return_processed',
  'shipments.requoted',
  'shipments.payment_due',
  'shipments.delivery_unfit',
  'shipments.inbound_short',
  'shipments.disposal_decided',
  'shipments.national_post_status',
  'shipments.us_package_arrived',
  'shipments.us_package_claim_decided',
  'support.ticket_answered',
  // Buy for me (issue 24): the seller's purchase changed status (quoted, bought, arrived, cancelled, refunded…).
  'purchases.status_changed',
  // Shops and their orders (issue 14): what stops orders or tracks reaching the seller, and the answer to a request.
  'sales.shop_reconnect',
  'sales.authorization_ending',
  'sales.track_not_sent',
  'sales.connection_request_answered',
  'sales.customer_data_request',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Security e-mails always go out: a user must learn that someone else changed their password or second factor. */
export const isEmailLocked = (kind: NotificationKind) => kind.startsWith('security.');

/** Facts the UI and the e-mail put into their wording (an IP address, a shipment number…). */
export const notificationPayloadSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** §3 Notification: id, is_pinned, seen. The UI owns the wording of each kind. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  payload: notificationPayloadSchema,
  is_pinned: z.boolean(),
  seen: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.extend({
  /** `only_number=1`: just the unseen count and the main menu's badges (§7). */
  only_number: z.stringbool().optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** Badges of the main menu: menu key → count. Features register their own keys beside `notifications`. */
export const mainMenuActionsSchema = z.record(z.string(), z.number().int());
export type MainMenuActions = z.infer<typeof mainMenuActionsSchema>;

export const notificationCountSchema = z.object({
  total: z.number().int().describe('unseen notifications'),
  main_menu_actions: mainMenuActionsSchema,
});
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const notificationListSchema = pageInfoSchema.extend({ notifications: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsResponseSchema = z.union([notificationCountSchema, notificationListSchema]);

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const notificationActions = ['read', 'unread', 'pin', 'unpin', 'remove'] as const;
export const notificationActionBodySchema = z.strictObject({ action: z.enum(notificationActions) });
export type NotificationAction = (typeof notificationActions)[number];
/** The updated notification, or `{ok: true}` after `remove`. */
export const notificationActionResponseSchema = z.union([notificationSchema, z.object({ ok: z.literal(true) })]);

/** §2 "Notifications have actions: read all, remove seen, remove all". */
export const notificationBulkActions = ['read_all', 'remove_seen', 'remove_all'] as const;
export const notificationBulkActionBodySchema = z.strictObject({ action: z.enum(notificationBulkActions) });
export type NotificationBulkAction = (typeof notificationBulkActions)[number];
export const notificationBulkActionResponseSchema = z.object({ affected: z.number().int() });

/** Per kind: show in the cabinet, send by e-mail. `locked`: the e-mail cannot be turned off. */
export const notificationSettingSchema = z.object({
  kind: notificationKindSchema,
  cabinet: z.boolean(),
  email: z.boolean(),
  locked: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingsSchema = z.object({ settings: z.array(notificationSettingSchema) });

/** PUT: any subset of kinds, each with either flag; what is left out keeps its value. */
export const notificationSettingsBodySchema = z.object({
  settings: z
    .array(
      z.strictObject({
        kind: notificationKindSchema,
        cabinet: z.boolean().optional(),
        email: z.boolean().optional(),
        /** Accepted so that a GET answer can be sent back as it is; the server decides what is locked. */
        locked: z.boolean().optional(),
      }),
    )
    .max(notificationKinds.length * 2),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

// Every notification is its recipient's own: reading, pinning and removing change only that user's view.
const own = { permission: 'account.read', tags: ['notifications'] } as const;

/** §7 "Notifications" and their settings. */
export const notificationsApi = {
  /** The list (pinned first, then newest), or with `only_number` just the unseen count and the menu badges. */
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
    ...own,
  }),
  /** §2 read all, remove seen, remove all; answers how many it touched. */
  actOnAll: endpoint({
    method: 'POST',
    path: '/notifications/actions',
    body: notificationBulkActionBodySchema,
    response: notificationBulkActionResponseSchema,
    ...own,
  }),
  /** One notification; opening it marks it seen (404). */
  open: endpoint({
    method: 'GET',
    path: '/notifications/:id',
    params: notificationIdParamsSchema,
    response: notificationSchema,
    ...own,
  }),
  /** Read, unread, pin, unpin or remove one: the updated notification, or `{ok: true}` after `remove` (404). */
  act: endpoint({
    method: 'POST',
    path: '/notifications/:id',
    params: notificationIdParamsSchema,
    body: notificationActionBodySchema,
    response: notificationActionResponseSchema,
    ...own,
  }),
  /** Per kind: shown in the cabinet, sent by e-mail; `locked` e-mails always go. */
  settings: endpoint({
    method: 'GET',
    path: '/user/notification-settings',
    response: notificationSettingsSchema,
    ...own,
  }),
  /** Only the kinds that changed; answers every kind as saved (400 email_locked). */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/user/notification-settings',
    body: notificationSettingsBodySchema,
    response: notificationSettingsSchema,
    ...own,
  }),
};

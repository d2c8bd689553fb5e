import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationActionBodySchema,
  notificationActionResponseSchema,
  notificationBulkActionBodySchema,
  notificationBulkActionResponseSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@cabinet/contracts/notifications';
import { accountCaller } from '../../platform/auth/guard.ts';
import type { NotificationService } from './notifications.service.ts';

const tags = ['notifications'];
// Every notification is its recipient's own: reading, pinning and removing change only that user's view.
const config = { permission: 'account.read' } as const;

/**
 * §7 "Notifications": GET /notifications (the list, or with only_number the badges) · GET /notifications/:id
 * (marks it seen) · POST /notifications/:id {action} · POST /notifications/actions (§2 read all, remove seen,
 * remove all) · GET/PUT /user/notification-settings.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    { config, schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } } },
    (request) => {
      const { accountId, userId } = accountCaller(request);
      const { only_number, ...page } = request.query;
      return only_number ? notifications.count(accountId, userId) : notifications.list(accountId, userId, page);
    },
  );

  app.post(
    '/notifications/actions',
    {
      config,
      schema: {
        tags,
        body: notificationBulkActionBodySchema,
        response: { 200: notificationBulkActionResponseSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = accountCaller(request);
      return { affected: await notifications.actOnAll(accountId, userId, request.body.action) };
    },
  );

  app.get(
    '/notifications/:id',
    { config, schema: { tags, params: notificationIdParamsSchema, response: { 200: notificationSchema } } },
    (request) => {
      const { accountId, userId } = accountCaller(request);
      return notifications.open(accountId, userId, request.params.id);
    },
  );

  app.post(
    '/notifications/:id',
    {
      config,
      schema: {
        tags,
        params: notificationIdParamsSchema,
        body: notificationActionBodySchema,
        response: { 200: notificationActionResponseSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = accountCaller(request);
      const updated = await notifications.act(accountId, userId, request.params.id, request.body.action);
      return updated ?? ({ ok: true } as const);
    },
  );

  app.get(
    '/user/notification-settings',
    { config, schema: { tags, response: { 200: notificationSettingsSchema } } },
    async (request) => ({ settings: await notifications.settings(accountCaller(request).userId) }),
  );

  app.put(
    '/user/notification-settings',
    {
      config,
      schema: { tags, body: notificationSettingsBodySchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => ({
      settings: await notifications.saveSettings(accountCaller(request).userId, request.body),
    }),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { NotificationService } from './notifications.service.ts';

/** §7 "Notifications" on the API side (notificationsApi in the contracts). */
export const notificationRoutes: FastifyPluginAsync<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  route(app, notificationsApi.list, (request) => {
    const { accountId, userId } = accountCaller(request);
    const { only_number, ...page } = request.query;
    return only_number ? notifications.count(accountId, userId) : notifications.list(accountId, userId, page);
  });

  route(app, notificationsApi.actOnAll, async (request) => {
    const { accountId, userId } = accountCaller(request);
    return { affected: await notifications.actOnAll(accountId, userId, request.body.action) };
  });

  route(app, notificationsApi.open, (request) => {
    const { accountId, userId } = accountCaller(request);
    return notifications.open(accountId, userId, request.params.id);
  });

  route(app, notificationsApi.act, async (request) => {
    const { accountId, userId } = accountCaller(request);
    const updated = await notifications.act(accountId, userId, request.params.id, request.body.action);
    return updated ?? ({ ok: true } as const);
  });

  route(app, notificationsApi.settings, async (request) => ({
    settings: await notifications.settings(accountCaller(request).userId),
  }));

  route(app, notificationsApi.saveSettings, async (request) => ({
    settings: await notifications.saveSettings(accountCaller(request).userId, request.body),
  }));
};

import type { FastifyPluginAsync } from 'fastify';
import { queuesApi } from '@cabinet/contracts/queues';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { QueuesService } from './queues.service.ts';

/** The back office's home page (queuesApi in the contracts): every operator, each seeing the desks of their roles. */
export const queuesRoutes: FastifyPluginAsync<{ queues: QueuesService }> = async (app, { queues }) => {
  route(app, queuesApi.list, (request) => queues.forRoles(signedInCaller(request).opsRoles));
};

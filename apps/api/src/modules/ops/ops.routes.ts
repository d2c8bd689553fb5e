import type { FastifyPluginAsync } from 'fastify';
import { opsApi } from '@cabinet/contracts/ops';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { OpsRepository } from './ops.repository.ts';

/** The back office on the API side (opsApi in the contracts): operators only. */
export const opsRoutes: FastifyPluginAsync<{ ops: OpsRepository }> = async (app, { ops }) => {
  route(app, opsApi.me, (request) => {
    const { id, email, first_name, last_name, ops_roles } = signedInCaller(request).user;
    return { id, email, first_name, last_name, ops_roles };
  });

  route(app, opsApi.outbox, (request) => ops.outbox(request.query));
};

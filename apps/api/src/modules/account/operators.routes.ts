import type { FastifyPluginAsync } from 'fastify';
import { operatorsApi } from '@cabinet/contracts/operators';
import { route } from '../../platform/http/endpoint-route.ts';
import type { OperatorsService } from './operators.service.ts';

/** The back office's people (operatorsApi in the contracts): administrators only. */
export const operatorsRoutes: FastifyPluginAsync<{ operators: OperatorsService }> = async (app, { operators }) => {
  route(app, operatorsApi.list, () => operators.list());
  route(app, operatorsApi.create, async (request, reply) =>
    reply.status(201).send(await operators.create(request.body, request.lang)),
  );
  route(app, operatorsApi.setRoles, (request) => operators.setRoles(request.params.id, request.body.ops_roles));
};

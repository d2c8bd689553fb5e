import type { FastifyInstance } from 'fastify';
import { auditApi } from '@cabinet/contracts/audit';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AuditService } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditService }) {
  route(app, auditApi.list, (request) => opts.audit.list(request.query));
}

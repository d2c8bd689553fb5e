import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  successStatuses,
  type BodyOut,
  type EndpointDefinition,
  type ParamsOut,
  type QueryOut,
  type ResponseOf,
} from '@cabinet/contracts/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table entry the route was registered from (every `/api` route has one; see route()). */
    endpoint?: EndpointDefinition;
  }
}

export type EndpointRequest<E> = FastifyRequest<{ Params: ParamsOut<E>; Querystring: QueryOut<E>; Body: BodyOut<E> }>;

/** A route's handler: it answers the endpoint's response, or sends through the reply itself (files, statuses). */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => ResponseOf<E> | FastifyReply | Promise<ResponseOf<E> | FastifyReply>;

/** Any Fastify instance, whatever its type provider: the types come from the endpoint, not from the instance. */
type AnyFastify = Pick<FastifyInstance, 'route'> | { route: (options: never) => unknown };

/**
 * Registers one operation of the endpoint table (packages/contracts endpoint.ts): its method, path, validation
 * schemas, success answer and access rule all come from the table, so the route, the web client and the OpenAPI
 * document cannot disagree. The handler is the only part a module writes.
 */
export function route<E extends EndpointDefinition>(app: AnyFastify, e: E, handler: EndpointHandler<E>): void {
  const response = e.response
    ? Object.fromEntries(successStatuses(e).map((status) => [status, e.response]))
    : undefined;
  (app as Pick<FastifyInstance, 'route'>).route({
    method: e.method,
    url: e.path,
    config: {
      access: e.access,
      permission: e.permission,
      opsRole: e.opsRole,
      validProfile: e.validProfile,
      checksCredentials: e.checksCredentials,
      endpoint: e,
    },
    schema: {
      tags: [...e.tags],
      ...(e.description && { description: e.description }),
      ...(e.multipart && { consumes: ['multipart/form-data'] }),
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      ...(response && { response }),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

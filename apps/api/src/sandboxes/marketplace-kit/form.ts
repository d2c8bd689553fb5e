import type { FastifyRequest } from 'fastify';

/*
 * A posted form (consent decisions, token requests) as the sandboxes read it: absent or non-text fields read as ''
 * so each check can say "is required" without first asking what type it got.
 */

export type Form = Record<string, unknown>;

export const formOf = (request: FastifyRequest): Form =>
  request.body && typeof request.body === 'object' ? (request.body as Form) : {};

export const formText = (form: Form, name: string): string => (typeof form[name] === 'string' ? form[name] : '');

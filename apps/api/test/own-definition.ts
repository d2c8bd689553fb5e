import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/*
 * The judge of an API whose OpenAPI 3.1 definition we wrote ourselves (sandboxes/<kind>/definition): what an adapter
 * sends — operation, path and query parameters, bearer key, JSON body — and what a sandbox answers — a status the
 * operation declares, with a body its schema accepts. The documents list `required` and `additionalProperties: false`
 * themselves, so they are read as written. Ajv, as for the vendors' documents, in its JSON Schema 2020-12 dialect.
 */

type Json = Record<string, unknown>;

export interface SentRequest {
  method: string;
  /** The whole URL; everything before `/v1/` is the base and is not judged. */
  url: string;
  headers: Headers;
  body: string | null;
}

export interface Exchange {
  request: SentRequest;
  status: number;
  body: unknown;
}

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

/** A `fetch` that records every exchange through `inner`, for the judge. */
export function recordingFetch(inner: typeof fetch, exchanges: Exchange[]): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const text = await response.clone().text();
    exchanges.push({
      request: {
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? init.body : null,
      },
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return response;
  };
}

export function ownDefinition(file: URL) {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ components: document.components }, 'definition');
  const rebased = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"definition#/components/')) as Json;
  const compiled = new Map<string, ValidateFunction>();
  const validate = (key: string, schema: Json, value: unknown): string[] => {
    let check = compiled.get(key);
    if (!check) compiled.set(key, (check = ajv.compile(rebased(schema))));
    if (check(value)) return [];
    return (check.errors ?? []).map((e) => `${key}: ${e.instancePath || '/'} ${e.message ?? ''}`);
  };

  const operations: Operation[] = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as Operation['parameters'],
        requestBody: op.requestBody as Operation['requestBody'],
        responses: op.responses as Operation['responses'],
      })),
  );

  function match(method: string, url: string): { op: Operation; params: Record<string, string> } | null {
    const { pathname } = new URL(url);
    const path = pathname.slice(pathname.indexOf('/v1/'));
    for (const op of operations.filter((o) => o.method === method)) {
      const names: string[] = [];
      const pattern = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      const found = new RegExp(`^${pattern}$`).exec(path);
      if (found) return { op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])) };
    }
    return null;
  }

  /** What is wrong with a request by the definition ([] when nothing), and the operation it calls. */
  function requestFaults(request: SentRequest): { operationId: string | null; faults: string[] } {
    const matched = match(request.method, request.url);
    if (!matched) return { operationId: null, faults: [`${request.method} ${request.url} is no operation`] };
    const { op, params } = matched;
    const faults: string[] = [];
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) faults.push('no bearer key');
    const query = Object.fromEntries(new URL(request.url).searchParams);
    for (const parameter of op.parameters) {
      const value = parameter.in === 'path' ? params[parameter.name] : query[parameter.name];
      if (value === undefined) {
        if (parameter.required) faults.push(`${parameter.in} parameter ${parameter.name} is required`);
      } else faults.push(...validate(`${op.id} ${parameter.name}`, parameter.schema, value));
    }
    const declared = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    faults.push(...Object.keys(query).flatMap((name) => (declared.has(name) ? [] : [`query ${name} is not declared`])));
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema) {
      if (request.body !== null) faults.push(`${op.id} takes no body`);
    } else if (!request.headers.get('content-type')?.startsWith('application/json')) {
      faults.push(`${op.id} takes a JSON body`);
    } else faults.push(...validate(`${op.id} body`, schema, JSON.parse(request.body ?? 'null')));
    return { operationId: op.id, faults };
  }

  /** What is wrong with an answer by the schema its operation declares for that status ([] when nothing). */
  function responseFaults(exchange: Exchange): string[] {
    const matched = match(exchange.request.method, exchange.request.url);
    if (!matched) return [`${exchange.request.method} ${exchange.request.url} is no operation`];
    const answer = matched.op.responses[String(exchange.status)];
    const schema = answer?.content?.['application/json']?.schema;
    if (!schema) return [`${matched.op.id} declares no ${exchange.status} answer with a JSON body`];
    return validate(`${matched.op.id} ${exchange.status}`, schema, exchange.body);
  }

  return { document, operationIds: operations.map((o) => o.id), requestFaults, responseFaults };
}

import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/*
 * Our own definition of the card processor's API (sandboxes/payments/definition/payments-api.json, OpenAPI 3.1) as
 * the judge of what the adapter sends and what the sandbox answers, with the same validator the marketplaces' tests
 * use (ajv, here its JSON Schema 2020-12 flavour, which OpenAPI 3.1 schemas are). The adapter and the sandbox are
 * written apart from it; these checks are how each is held to it.
 */

type Json = Record<string, unknown>;

export const processorDocument = JSON.parse(
  readFileSync(new URL('../../sandboxes/payments/definition/payments-api.json', import.meta.url), 'utf8'),
) as Json;

const components = processorDocument.components as {
  schemas: Record<string, Json>;
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'processor', $defs: rebased(components.schemas) });

/** `$ref`s to the document's schemas resolve against the copy registered as `processor`. */
function rebased(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"processor#/$defs/')) as Json;
}

const compiled = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rebased(schema));
    compiled.set(key, validate);
  }
  return validate;
}

const faultsOf = (validate: ValidateFunction, value: unknown) =>
  validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Json }> }>;
}

const operations: Operation[] = Object.entries(processorDocument.paths as Record<string, Record<string, Json>>).flatMap(
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

function operation(id: string): Operation {
  const found = operations.find((op) => op.id === id);
  if (!found) throw new Error(`no operation ${id} in the processor's definition`);
  return found;
}

/** What is wrong with an answer, by the operation's schema for that status (or its `5XX`); [] when nothing. */
export function responseFaults(operationId: string, status: number, body: unknown): string[] {
  const op = operation(operationId);
  let answer = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  if (!answer) return [`${operationId} declares no ${status} answer`];
  if (answer.$ref) answer = components.responses[answer.$ref.split('/').at(-1)!]!;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema) return [`${operationId} ${status} declares no JSON body`];
  return faultsOf(validatorOf(`response ${operationId} ${status}`, schema), body);
}

export interface SentRequest {
  method: string;
  /** The whole URL; the part before `/v1/` is the base and is not judged. */
  url: string;
  headers: Headers;
  body: string | null;
}

/** The operation a request calls, and what is wrong with it: path, parameters, key, body encoding and body. */
export function requestFaults(request: SentRequest): { operationId: string | null; faults: string[] } {
  const url = new URL(request.url);
  const pathname = url.pathname.slice(url.pathname.indexOf('/v1/'));
  for (const op of operations) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${op.path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    const found = op.method === request.method ? pattern.exec(pathname) : null;
    if (!found) continue;
    const faults: string[] = [];
    for (const [i, name] of names.entries()) {
      const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)!.schema;
      const value = decodeURIComponent(found[i + 1]!);
      faults.push(...faultsOf(validatorOf(`param ${op.id} ${name}`, schema), value).map((f) => `${name}: ${f}`));
    }
    if (url.search) faults.push(`${op.id} declares no query parameters: ${url.search}`);
    // The one security scheme: the secret key as a bearer.
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) faults.push('no bearer key');
    faults.push(...bodyFaults(op, request));
    return { operationId: op.id, faults };
  }
  return { operationId: null, faults: [`${request.method} ${pathname} is no operation of the processor's`] };
}

function bodyFaults(op: Operation, request: SentRequest): string[] {
  const content = op.requestBody?.content;
  if (!content) return request.body ? [`${op.id} takes no body`] : [];
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const declared = content[type];
  if (!declared) return [`${op.id} body sent as ${type || 'nothing'}; the definition declares ${Object.keys(content)}`];
  return faultsOf(validatorOf(`body ${op.id}`, declared.schema), JSON.parse(request.body ?? 'null'));
}

const webhook = (processorDocument.webhooks as Record<string, { post: Json }>).checkoutEvent!.post as {
  parameters: Array<{ name: string; schema: Json }>;
  requestBody: { content: Record<string, { schema: Json }> };
};

/** What is wrong with a webhook delivery: its body by `Event`, its signature header by the declared scheme. */
export function deliveryFaults(body: unknown, signature: string | null): string[] {
  const header = webhook.parameters.find((p) => p.name === 'X-Signature')!;
  return [
    ...faultsOf(validatorOf('event', webhook.requestBody.content['application/json']!.schema), body),
    ...(signature === null
      ? ['no X-Signature']
      : faultsOf(validatorOf('signature', header.schema), signature).map((f) => `X-Signature: ${f}`)),
  ];
}

import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/*
 * Etsy's published OpenAPI document (apps/api/vendor-definitions/etsy, SOURCE.md there) as the judge of what the
 * sandbox answers and what the adapter sends: the 2025-12-25 document with the 2026-05-10 changes to the parts we use
 * laid over it. Responses are read strictly — every field the document lists is present (null where it allows null)
 * and none it does not list — because the document marks nothing `required` and Etsy answers every field; requests
 * are checked for their path, query parameters, body encoding and body fields.
 */

type Json = Record<string, unknown>;
type Schema = Json;

const DIR = new URL('../../../../vendor-definitions/etsy/', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Json;

/** RFC 6901 pointer segments. */
const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

function applyPatch(document: Json, patch: Array<{ op: string; path: string; value: unknown }>): Json {
  for (const { op, path, value } of patch) {
    if (op !== 'replace') throw new Error(`unsupported patch op ${op}`);
    const keys = segments(path);
    const last = keys.pop()!;
    const parent = keys.reduce<Json>((node, key) => node[key] as Json, document);
    if (!(last in parent)) throw new Error(`patch path ${path} is not in the document`);
    parent[last] = value;
  }
  return document;
}

export const etsyDocument: Json = applyPatch(
  readJson('etsy-openapi-3.0.0-2025-12-25.json'),
  (readJson('etsy-openapi-2026-05-10.patch.json') as { patch: Array<{ op: string; path: string; value: unknown }> })
    .patch,
);

const schemas = (etsyDocument.components as { schemas: Record<string, Schema> }).schemas;

/** Every object that lists its properties must have them all and no others (see the header). */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'example' ? v : strict(v)]));
  if (node.type === 'object' && node.properties && typeof node.properties === 'object') {
    node.required = Object.keys(node.properties);
    node.additionalProperties = false;
  }
  return node;
}

function ajvOf(options: { coerceTypes?: boolean }) {
  const ajv = new Ajv({ strict: false, allErrors: true, ...options });
  addFormats.default(ajv);
  // OpenAPI 3.0's numeric formats: ranges a JSON number already meets.
  for (const name of ['int32', 'int64', 'float', 'double'])
    ajv.addFormat(name, { type: 'number', validate: () => true });
  // Etsy's own format names.
  ajv.addFormat('ISO 3166-1 alpha-2', /^[A-Z]{2}$/);
  return ajv;
}

const responseAjv = ajvOf({});
responseAjv.addSchema({ components: { schemas: strict(schemas) } }, 'etsy');
const requestAjv = ajvOf({ coerceTypes: true });
requestAjv.addSchema({ components: { schemas } }, 'etsy');
const bodyAjv = ajvOf({});
bodyAjv.addSchema({ components: { schemas } }, 'etsy');

/** `$ref`s into the document resolve against the copy registered as `etsy`. */
const rebased = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"etsy#/components/')) as Schema;

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const operations: Operation[] = Object.entries(etsyDocument.paths as Record<string, Record<string, Json>>).flatMap(
  ([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
      .map(([method, op]) => ({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as Operation['parameters'],
        requestBody: op.requestBody as Operation['requestBody'],
        responses: op.responses as Operation['responses'],
      })),
);

export function operation(id: string): Operation {
  const found = operations.find((op) => op.id === id);
  if (!found) throw new Error(`no operation ${id} in Etsy's document`);
  return found;
}

const describeErrors = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);

const compiled = new Map<string, ValidateFunction>();
function compile(key: string, ajv: Ajv, schema: Schema): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rebased(schema));
    compiled.set(key, validate);
  }
  return validate;
}

/** What is wrong with a response body, by the document's schema of that operation and status ([] when nothing). */
export function responseFaults(operationId: string, status: number, body: unknown): string[] {
  const op = operation(operationId);
  // The document declares no 429 anywhere; Etsy's rate-limit guide answers it with the same `{error}` body.
  const answer = op.responses[String(status)] ?? (status === 429 ? op.responses['400'] : undefined);
  if (!answer) return [`${operationId} declares no ${status} answer`];
  const schema = answer.content?.['application/json']?.schema;
  if (!schema) return [`${operationId} ${status} declares no JSON body`];
  // Error bodies are read as declared (ErrorSchema: `error` required); success bodies strictly.
  const validate =
    status < 400
      ? compile(`response ${operationId} ${status}`, responseAjv, schema)
      : compile(`error ${operationId} ${status}`, bodyAjv, schema);
  return validate(structuredClone(body)) ? [] : describeErrors(validate);
}

/** The operation a method and path (below the API's base) call, with its path parameters. */
function match(method: string, pathname: string): { op: Operation; params: Record<string, string> } | null {
  for (const op of operations) {
    if (op.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(
      `^${op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const found = pattern.exec(pathname);
    if (found) return { op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])) };
  }
  return null;
}

export interface SentRequest {
  method: string;
  /** The whole URL; the part before `/v3/` is the base and is not judged. */
  url: string;
  contentType: string | null;
  body: string | null;
}

/** What is wrong with a request by the document: its operation, path and query parameters, body encoding and body. */
export function requestFaults(request: SentRequest): { operationId: string | null; faults: string[] } {
  const url = new URL(request.url);
  const pathname = url.pathname.slice(url.pathname.indexOf('/v3/'));
  const matched = match(request.method, pathname);
  if (!matched) return { operationId: null, faults: [`${request.method} ${pathname} is no operation of Etsy's`] };
  const { op, params } = matched;
  const faults: string[] = [];
  const query = Object.fromEntries(url.searchParams);
  for (const parameter of op.parameters) {
    const value = parameter.in === 'path' ? params[parameter.name] : query[parameter.name];
    if (value === undefined) {
      if (parameter.required) faults.push(`${parameter.in} parameter ${parameter.name} is required`);
      continue;
    }
    const validate = compile(`param ${op.id} ${parameter.name}`, requestAjv, { properties: { v: parameter.schema } });
    if (!validate({ v: value })) faults.push(`${parameter.name}=${value}: ${describeErrors(validate).join('; ')}`);
  }
  const declared = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(query)) if (!declared.has(name)) faults.push(`query ${name} is not declared`);
  faults.push(...bodyFaults(op, request));
  return { operationId: op.id, faults };
}

function bodyFaults(op: Operation, request: SentRequest): string[] {
  const content = op.requestBody?.content;
  if (!content) return request.body ? [`${op.id} takes no body`] : [];
  const type = (request.contentType ?? '').split(';')[0]!.trim();
  const declared = content[type];
  if (!declared) return [`${op.id} body sent as ${type || 'nothing'}; the document declares ${Object.keys(content)}`];
  if (type === 'application/json') {
    const validate = compile(`body ${op.id}`, bodyAjv, declared.schema);
    return validate(JSON.parse(request.body ?? 'null')) ? [] : describeErrors(validate);
  }
  // A form's values are strings: read as the schema's types.
  const validate = compile(`form ${op.id}`, requestAjv, declared.schema);
  return validate(Object.fromEntries(new URLSearchParams(request.body ?? ''))) ? [] : describeErrors(validate);
}

/**
 * The whole-body examples the document gives for an operation's 200 answer: on the media type (`example`,
 * `examples`) or on the schema it names. None today (SOURCE.md); a later copy that brings some gets them parsed.
 */
export function responseExamples(operationId: string): unknown[] {
  const media = operation(operationId).responses['200']?.content?.['application/json'] as Json | undefined;
  if (!media) return [];
  const named = (media.examples ?? {}) as Record<string, { value?: unknown }>;
  const ref = (media.schema as Json | undefined)?.$ref;
  const schema = typeof ref === 'string' ? schemas[ref.split('/').at(-1)!] : (media.schema as Json | undefined);
  return [
    ...('example' in media ? [media.example] : []),
    ...Object.values(named).map((e) => e.value),
    ...(schema && 'example' in schema ? [schema.example] : []),
  ];
}

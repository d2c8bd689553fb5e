import type { InjectOptions } from 'fastify';
import type { TestApp } from './app.ts';

/** The part of a JSON schema (as the OpenAPI document renders the contracts) the walk reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Where a value goes: a path parameter, a query parameter, or a field of the JSON body (dotted, `0` for items). */
export type Slot = 'path' | 'query' | 'body';

/** One input of an operation that a value can be put in, with the schema that input declares. */
export interface Input {
  slot: Slot;
  /** Parameter name, or the body field's path as the error body names it (`parcels.0.box.weight_kg`). */
  field: string;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, with a request that passes its schema as far as a generator can tell. */
export interface Operation {
  method: string;
  /** The Fastify url (`/api/products/:id`). */
  url: string;
  /** 'operator' routes are walked signed in as an operator, the rest as a seller. */
  access: string;
  inputs: Input[];
  sample: { params: Record<string, string>; query: Record<string, string>; body: unknown };
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const types = (s: JsonSchema) => [s.type ?? []].flat();
/** The first alternative that is not `null`: the shape a client usually sends. */
function alternative(s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  return alternative(options.find((o) => !types(o).includes('null') || types(o).length > 1) ?? options[0]!);
}

/** Strings that satisfy the contracts' patterns (tax numbers, country codes, dates, amounts, slugs…). */
const CANDIDATES = [
  '10',
  'Olena Kovalenko',
  '2026-01-15',
  'walker@example.com',
  '+380501234567',
  '1234567890',
  'UA',
  'abc123',
  '123456',
  '12345678',
  '0123456789abcdef0123456789abcdef.png',
  'a',
];
function sampleString(s: JsonSchema): string {
  if (s.format === 'email') return 'walker@example.com';
  if (s.format === 'date') return '2026-01-15';
  const min = s.minLength ?? 1;
  const fits = (v: string) =>
    v.length >= min && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  return CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(min, 1));
}

/** A value the schema accepts (as far as a generator can tell): required fields only, one item per array. */
export function sampleOf(schema: JsonSchema): unknown {
  const s = alternative(schema);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sampleOf(p) as object));
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const t = types(s);
  if (t.includes('object') || s.properties) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(s.properties ?? {})) out[key] = sampleOf(s.properties![key]!);
    return out;
  }
  if (t.includes('array')) return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleOf(s.items ?? {}));
  if (t.includes('integer')) return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
  if (t.includes('number')) return Math.max(1, s.minimum ?? 1);
  if (t.includes('boolean')) return true;
  if (t.includes('string')) return sampleString(s);
  return 'a';
}

/** Every leaf of a body schema (strings, numbers, booleans), at its field path; arrays through their first item. */
function leaves(schema: JsonSchema, path: string[], out: Input[]): void {
  const s = alternative(schema);
  for (const part of s.allOf ?? []) leaves(part, path, out);
  if (s.properties) {
    for (const [key, child] of Object.entries(s.properties)) leaves(child, [...path, key], out);
    return;
  }
  if (types(s).includes('array')) {
    if (s.items) leaves(s.items, [...path, '0'], out);
    return;
  }
  if (path.length > 0) out.push({ slot: 'body', field: path.join('.'), schema: s });
}

/** Every operation of the app's OpenAPI document, joined to the route table for its access. */
export async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  const access = new Map(t.app.routeCatalogue.map((r) => [`${r.method} ${r.url}`, r.access]));
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(byMethod)) {
      const m = method.toUpperCase();
      const inputs: Input[] = [];
      const sample: Operation['sample'] = { params: {}, query: {}, body: undefined };
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        inputs.push({ slot: p.in, field: p.name, schema: alternative(p.schema) });
        if (p.in === 'path' || p.required) {
          sample[p.in === 'path' ? 'params' : 'query'][p.name] = String(sampleOf(p.schema));
        }
      }
      const json = op.requestBody?.content['application/json']?.schema;
      if (json) {
        sample.body = sampleOf(json);
        leaves(json, [], inputs);
      }
      operations.push({
        method: m,
        url,
        access: access.get(`${m} ${url}`) ?? access.get(`${m} ${url}/`) ?? 'user',
        inputs,
        sample,
      });
    }
  }
  return operations;
}

/** Sets `value` at a dotted path of a (copied) body, creating objects and arrays on the way. */
function setAt(body: unknown, field: string, value: unknown): unknown {
  const root: unknown = structuredClone(body ?? {});
  const keys = field.split('.');
  let node = root as Record<string, unknown>;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return root;
}

/** The operation's sample request with the given inputs (none, one or several) set to `value`. */
export function requestWith(op: Operation, inputs: Input | Input[] | null, value: unknown): InjectOptions {
  const params = { ...op.sample.params };
  const query = { ...op.sample.query };
  let body = op.sample.body;
  for (const input of [inputs ?? []].flat()) {
    if (input.slot === 'path') params[input.field] = String(value);
    else if (input.slot === 'query') query[input.field] = String(value);
    else body = setAt(body, input.field, value);
  }
  const url = op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return {
    method: op.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  };
}

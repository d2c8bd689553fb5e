import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'vitest';

/*
 * eBay's own OpenAPI documents (apps/api/vendor-definitions/ebay) as ajv validators, for checking what the sandbox
 * answers and what the adapter sends. eBay's documents mark almost nothing `required`, list no enumeration values and
 * give dates in words, so each schema is made as strict as the documents' own words allow before it is compiled:
 * "This field/container/array is always returned" → required; "ISO 8601" → eBay's UTC timestamp; a description that
 * names an enumeration type → its values (enums.json); every object closed to fields eBay does not define.
 */

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  description?: string;
  type?: string;
  $ref?: string;
};

interface OpenApi {
  servers: Array<{ variables?: { basePath?: { default: string } } }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json'?: { schema: Schema } } }>;
}

const dir = fileURLToPath(new URL('../../../../vendor-definitions/ebay/', import.meta.url));
const read = <T>(file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as T;

const overlay = read<{
  enums: Record<string, string[]>;
  patterns: Record<string, string>;
  required: Record<string, string[]>;
}>('enums.json');

const ALWAYS = /\b(?:This (?:field|container|array) is|It is) always returned/;
/** eBay's timestamps: "[YYYY]-[MM]-[DD]T[hh]:[mm]:[ss].[sss]Z", UTC. */
const EBAY_TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';
const DECIMAL = '^-?\\d+(\\.\\d+)?$';

/** The enumeration a description names ("…/types/sel:CancelStateEnum'"). */
const enumOf = (description = '') => /types\/[a-z]+:(\w+)['"]/.exec(description)?.[1];

function strict(name: string, schema: Schema): Schema {
  const properties: Record<string, Schema> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const tightened: Schema = { ...property };
    const named = enumOf(property.description);
    if (property.type === 'string' && named && overlay.enums[named]) tightened.enum = overlay.enums[named];
    if (property.type === 'string' && named && overlay.patterns[named]) tightened.pattern = overlay.patterns[named];
    if (property.type === 'string' && /ISO 8601/.test(property.description ?? '')) tightened.pattern = EBAY_TIMESTAMP;
    if (name === 'Amount' && /^(value|convertedFromValue)$/.test(field)) tightened.pattern = DECIMAL;
    if (name === 'LineItemReference' && field === 'quantity') tightened.minimum = 1;
    delete tightened.description;
    properties[field] = tightened;
  }
  const always = Object.entries(schema.properties ?? {})
    .filter(([, property]) => ALWAYS.test(property.description ?? ''))
    .map(([field]) => field);
  const required = [...new Set([...always, ...(overlay.required[name] ?? [])])];
  return {
    ...schema,
    description: undefined,
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(schema.type === 'object' || schema.properties ? { additionalProperties: false } : {}),
  };
}

export interface EbayContract {
  /** The document's base path (`/sell/fulfillment/v1`). */
  basePath: string;
  doc: OpenApi;
  /** A validator for a named component schema. */
  schema(name: string): ValidateFunction;
  /** The operation a method and path (under the base path) stand for, with its path template. */
  operation(method: string, path: string): (Operation & { template: string }) | null;
}

function contract(file: string, id: string): EbayContract {
  const doc = read<OpenApi>(file);
  const schemas = Object.fromEntries(Object.entries(doc.components.schemas).map(([n, s]) => [n, strict(n, s)]));
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: Number.isInteger });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addSchema({ $id: id, components: { schemas: JSON.parse(JSON.stringify(schemas)) as unknown } });
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      operation,
      regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  return {
    basePath: doc.servers[0]?.variables?.basePath?.default ?? '',
    doc,
    schema(name) {
      let validate = compiled.get(name);
      if (!validate) {
        validate = ajv.compile({ $ref: `${id}#/components/schemas/${name}` });
        compiled.set(name, validate);
      }
      return validate;
    },
    operation(method, path) {
      const found = templates.find((t) => t.method === method && t.regex.test(path));
      return found ? { ...found.operation, template: found.template } : null;
    },
  };
}

export const ebayFulfillment = contract('sell_fulfillment_v1_oas3.json', 'ebay-fulfillment');
export const ebayNotification = contract('commerce_notification_v1_oas3.json', 'ebay-notification');
export const ebayIdentity = contract('commerce_identity_v1_oas3.json', 'ebay-identity');

const refName = (schema: Schema | undefined) => schema?.$ref?.split('/').pop();

/** Asserts a value against a named schema of a document, with ajv's errors in the failure. */
export function expectSchema(of: EbayContract, name: string, value: unknown) {
  const validate = of.schema(name);
  const ok = validate(value);
  expect(ok ? [] : validate.errors, `${name}: ${JSON.stringify(value).slice(0, 300)}`).toEqual([]);
}

export interface CheckedCall {
  operationId: string;
  status: number;
}

/**
 * A fetch that checks every eBay REST call against eBay's documents on the way: the query names and the JSON body
 * against the operation's parameters and request schema, and a JSON answer against the schema of its status (eBay's
 * `errors[]` against its Error type). Calls outside the three documents (OAuth, Post-Order) pass unchecked.
 */
export function contractCheckingFetch(base: string, checked: CheckedCall[], inner: typeof fetch = fetch): typeof fetch {
  const apis = [ebayFulfillment, ebayNotification, ebayIdentity];
  return async (input, init) => {
    const url = new URL(String(input));
    const rest = url.pathname.startsWith(new URL(base).pathname)
      ? url.pathname.slice(new URL(base).pathname.length)
      : '';
    const api = apis.find((candidate) => rest.startsWith(`${candidate.basePath}/`));
    const method = init?.method ?? 'GET';
    const operation = api?.operation(method, rest.slice(api.basePath.length));
    const response = await inner(input, init);
    if (!api || !operation) return response;
    const declared = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of url.searchParams.keys()) expect(declared, `${operation.operationId} ?${name}`).toContain(name);
    const requestSchema = refName(operation.requestBody?.content['application/json'].schema);
    if (requestSchema) expectSchema(api, requestSchema, JSON.parse(String(init?.body)));
    const text = await response.clone().text();
    const answer = operation.responses[String(response.status)]?.content?.['application/json']?.schema;
    if (text && response.ok && refName(answer)) expectSchema(api, refName(answer)!, JSON.parse(text));
    if (text && !response.ok) {
      const { errors } = JSON.parse(text) as { errors: unknown[] };
      for (const error of errors) expectSchema(api, 'Error', error);
    }
    checked.push({ operationId: operation.operationId, status: response.status });
    return response;
  };
}

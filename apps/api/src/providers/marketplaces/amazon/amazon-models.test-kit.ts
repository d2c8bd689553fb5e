import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/*
 * Amazon's published models (apps/api/vendor-definitions/amazon/, SOURCE.md) as validators for the tests: a response
 * against the operation's response schema for its status, a request (path, query parameters, body) against the
 * operation's parameters. Swagger 2.0 schemas are JSON Schema with `#/definitions/…` refs, so each operation's schema
 * is compiled with the model's definitions beside it. Three tightenings of our own, each stated by the model's
 * descriptions rather than its types: objects carry no field the model does not name (what a sandbox invents fails);
 * v0's `…Date` fields are ISO 8601 date-times; Money's amount is a decimal string and its currency an ISO 4217 code,
 * and a Money has both.
 */

type Json = Record<string, unknown>;
export type AmazonModel = 'ordersV0' | 'orders_2026-01-01' | 'tokens_2021-03-01';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'body' | 'header';
  required?: boolean;
  type?: string;
  format?: string;
  items?: { type?: string; enum?: string[] };
  enum?: string[];
  maxItems?: number;
  schema?: Json;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<string, { schema?: Json; 'x-amzn-api-sandbox'?: { static?: Array<{ response?: unknown }> } }>;
}

const DIR = new URL('../../../../vendor-definitions/amazon/', import.meta.url);
const loaded = new Map<AmazonModel, { paths: Record<string, Record<string, Operation>>; definitions: Json }>();

export function amazonModel(name: AmazonModel) {
  let model = loaded.get(name);
  if (!model) {
    model = JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as NonNullable<typeof model>;
    loaded.set(name, model);
  }
  return model;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The model's definitions with our three tightenings (see above). */
function tightened(model: AmazonModel, definitions: Json): Json {
  const copy = structuredClone(definitions) as Record<string, Json>;
  const visit = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as Json;
    if (s.properties && typeof s.properties === 'object') {
      if (s.additionalProperties === undefined) s.additionalProperties = false;
      for (const [field, property] of Object.entries(s.properties as Record<string, Json>)) {
        if (model === 'ordersV0' && field.endsWith('Date') && property.type === 'string' && !property.format) {
          property.format = 'date-time';
        }
        visit(property);
      }
    }
    if (s.items) visit(s.items);
  };
  for (const schema of Object.values(copy)) visit(schema);
  if (copy.Money) {
    const [amount, currency] = model === 'ordersV0' ? ['Amount', 'CurrencyCode'] : ['amount', 'currencyCode'];
    copy.Money.required = [currency, amount];
    const properties = copy.Money.properties as Record<string, Json>;
    properties[amount] = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
    properties[currency] = { type: 'string', pattern: '^[A-Z]{3}$' };
  }
  return copy;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// Swagger 2.0's numeric formats say nothing a JSON type does not.
ajv.addFormat('double', true);
ajv.addFormat('int64', true);
ajv.addFormat('date-time', ISO_DATE_TIME);

const compiled = new Map<string, ValidateFunction>();
function validatorFor(model: AmazonModel, key: string, schema: Json): ValidateFunction {
  const id = `${model}:${key}`;
  let validate = compiled.get(id);
  if (!validate) {
    validate = ajv.compile({ ...schema, definitions: tightened(model, amazonModel(model).definitions) });
    compiled.set(id, validate);
  }
  return validate;
}

/** The operation (and its path template) that serves `method path`, path below the API's root. */
export function operationAt(model: AmazonModel, method: string, path: string) {
  for (const [template, operations] of Object.entries(amazonModel(model).paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
    const match = pattern.exec(path);
    const operation = operations[method.toLowerCase()];
    if (match && operation) return { template, operation, pathValues: match.slice(1).map(decodeURIComponent) };
  }
  return null;
}

export function operation(model: AmazonModel, operationId: string): Operation {
  for (const operations of Object.values(amazonModel(model).paths)) {
    for (const op of Object.values(operations)) if (op.operationId === operationId) return op;
  }
  throw new Error(`${model} has no ${operationId}`);
}

const messages = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);

/** What is wrong with a response body for this status, by the model; [] when nothing. */
export function responseProblems(model: AmazonModel, operationId: string, status: number, body: unknown): string[] {
  const response = operation(model, operationId).responses[String(status)];
  if (!response) return [`${operationId} has no ${status} response in ${model}`];
  if (!response.schema) return body === undefined || body === '' ? [] : [`${operationId} ${status} has no body`];
  const validate = validatorFor(model, `${operationId}:${status}`, response.schema);
  return validate(body) ? [] : messages(validate);
}

function valueProblems(parameter: Parameter, raw: string): string[] {
  const values = parameter.type === 'array' ? raw.split(',') : [raw];
  if (parameter.maxItems !== undefined && values.length > parameter.maxItems) return [`${parameter.name}: too many`];
  const type = parameter.type === 'array' ? parameter.items?.type : parameter.type;
  const allowed = parameter.type === 'array' ? parameter.items?.enum : parameter.enum;
  return values.flatMap((value) => {
    if (type === 'integer' && !/^-?\d+$/.test(value)) return [`${parameter.name}: ${value} is not an integer`];
    if (type === 'boolean' && !['true', 'false'].includes(value)) return [`${parameter.name}: not a boolean`];
    if (parameter.format === 'date-time' && !ISO_DATE_TIME.test(value)) {
      return [`${parameter.name}: ${value} is not a date-time`];
    }
    if (allowed && !allowed.includes(value)) return [`${parameter.name}: ${value} is not one of ${allowed.join(', ')}`];
    return [];
  });
}

/**
 * What is wrong with a request by the model: an operation at that path, every required parameter there, no query
 * parameter the operation does not declare, each value of its declared type, format and enum, the body by its schema.
 */
export function requestProblems(
  model: AmazonModel,
  request: { method: string; path: string; query: URLSearchParams; body?: unknown },
): string[] {
  const found = operationAt(model, request.method, request.path);
  if (!found) return [`${model} has no ${request.method} ${request.path}`];
  const parameters = found.operation.parameters ?? [];
  const problems: string[] = [];
  for (const name of new Set(request.query.keys())) {
    const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) problems.push(`${name} is not a query parameter of ${found.operation.operationId}`);
    else problems.push(...valueProblems(parameter, request.query.getAll(name).join(',')));
  }
  for (const parameter of parameters) {
    if (parameter.in === 'query' && parameter.required && !request.query.has(parameter.name)) {
      problems.push(`${parameter.name} is required`);
    }
    if (parameter.in === 'body') {
      if (request.body === undefined) {
        if (parameter.required) problems.push('the body is required');
        continue;
      }
      const validate = validatorFor(model, `${found.operation.operationId}:body`, parameter.schema ?? {});
      if (!validate(request.body)) problems.push(...messages(validate));
    }
  }
  if (found.pathValues.some((value) => value === '')) problems.push('an empty path parameter');
  return problems;
}

/** The models' own sandbox examples of an operation's answer with this status (x-amzn-api-sandbox.static). */
export function modelExamples(model: AmazonModel, operationId: string, status = 200): unknown[] {
  const response = operation(model, operationId).responses[String(status)];
  return (response?.['x-amzn-api-sandbox']?.static ?? []).map((example) => example.response);
}

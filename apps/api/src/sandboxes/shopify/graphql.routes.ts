import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { TokenBuckets, type Bucket } from '../marketplace-kit/rate-limit.ts';
import type { SandboxShop } from '../marketplace-kit/store.ts';
import { GraphqlSyntaxError, parseOperation, type GraphqlField } from './graphql-document.ts';
import {
  actualCost,
  GraphqlRequestError,
  project,
  projectField,
  requestedCost,
  type GraphqlError,
} from './graphql-selection.ts';
import { MUTATIONS } from './mutations.ts';
import { QUERY_ROOT, type ResolveContext } from './queries.ts';
import { settingsOf } from './shops.ts';
import { SANDBOX_API_VERSION, SANDBOX_PATH } from './shopify-spec.ts';
import { adminShop } from './tokens.ts';

/*
 * The GraphQL Admin API endpoint, POST …/store/{shop}/admin/api/{version}/graphql.json, with Shopify's
 * calculated-cost rate limit: a leaky bucket per app and shop (Standard 2,000 points restoring 100 a second, Plus
 * 20,000 and 1,000), a query costing at most 1,000. The requested cost is taken before running and the unused part
 * given back after; a query the bucket cannot pay for is answered 200 with a THROTTLED error, as Shopify does.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const PLAN_BUCKETS: Record<'standard' | 'plus', Bucket> = {
  standard: { capacity: 2_000, perSecond: 100 },
  plus: { capacity: 20_000, perSecond: 1_000 },
};
const MAX_QUERY_COST = 1_000;
const MUTATION_COST = 10;
const RATE_LIMITS_DOC = 'https://shopify.dev/api/usage/rate-limits';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const shopifyGraphqlRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const buckets = new TokenBuckets(() => deps.now().getTime());

  app.post<{ Params: { shop: string; version: string } }>(
    `${SANDBOX_PATH}/store/:shop/admin/api/:version/graphql.json`,
    { config, schema },
    async (request, reply) => {
      if (!/^(\d{4}-\d{2}|unstable)$/.test(request.params.version))
        return reply.status(404).send({ errors: 'Not Found' });
      const shop = await adminShop(deps, request, reply);
      if (!shop) return reply;
      reply.header('x-shopify-api-version', SANDBOX_API_VERSION);
      const body = isObject(request.body) ? request.body : {};
      if (typeof body.query !== 'string' || body.query.trim() === '') {
        return reply.status(400).send({ errors: { query: 'Required parameter missing or invalid' } });
      }
      const variables = isObject(body.variables) ? body.variables : {};
      const operationName = typeof body.operationName === 'string' ? body.operationName : null;
      return execute(shop, body.query, variables, operationName);
    },
  );

  async function execute(shop: SandboxShop, query: string, variables: Json, operationName: string | null) {
    const bucket = PLAN_BUCKETS[settingsOf(shop).plan];
    const key = `shopify:${shop.id}`;
    const throttleStatus = () => ({
      maximumAvailable: bucket.capacity,
      currentlyAvailable: buckets.level(key, bucket),
      restoreRate: bucket.perSecond,
    });
    const costOf = (requested: number, actual: number | null) => ({
      cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttleStatus() },
    });
    try {
      const operation = parseOperation(query, operationName);
      const label = operation.name ? `${operation.type} ${operation.name}` : operation.type;
      checkVariables(operation.variables, variables);
      const roots = operation.selection.map((field) => rootOf(operation.type, field, variables, label));
      const requested =
        operation.type === 'mutation' ? MUTATION_COST * roots.length : requestedCost(operation.selection, variables);
      if (requested > MAX_QUERY_COST) {
        return { errors: [maxCostExceeded(requested)], extensions: costOf(requested, null) };
      }
      if (!buckets.take(key, bucket, requested).ok) {
        const throttled = { message: 'Throttled', extensions: { code: 'THROTTLED', documentation: RATE_LIMITS_DOC } };
        return { errors: [throttled], extensions: costOf(requested, null) };
      }
      const data: Json = {};
      const refused: GraphqlError[] = [];
      try {
        for (const root of roots) {
          data[root.field.key] = await root.resolve({ deps, shop, variables, path: [label], refused });
        }
      } catch (error) {
        buckets.take(key, bucket, -requested); // nothing ran to completion: all of it is given back
        throw error;
      }
      const actual = operation.type === 'mutation' ? requested : actualCost(operation.selection, data);
      // A negative take gives points back; the bucket never holds more than it can (it is capped when read).
      buckets.take(key, bucket, actual - requested);
      return refused.length > 0
        ? { data, errors: refused, extensions: costOf(requested, actual) }
        : { data, extensions: costOf(requested, actual) };
    } catch (error) {
      if (error instanceof GraphqlSyntaxError) {
        return { errors: [{ message: error.message, locations: [{ line: error.line, column: error.column }] }] };
      }
      if (error instanceof GraphqlRequestError) return { errors: error.errors };
      throw error;
    }
  }
};

type Resolve = (context: ResolveContext) => Promise<unknown>;

/** The root field's resolver, refusing a field the root type does not have (and, for a mutation, a bad selection). */
function rootOf(type: 'query' | 'mutation', field: GraphqlField, variables: Json, label: string) {
  const path = [label, field.key];
  if (type === 'query') {
    const resolver = QUERY_ROOT[field.name];
    if (!resolver) throw undefinedRoot(field, 'QueryRoot', label);
    const resolve: Resolve = async (context) =>
      projectField(await resolver(field, context), field, variables, path, context.refused);
    return { field, resolve };
  }
  const mutation = MUTATIONS[field.name];
  if (!mutation) throw undefinedRoot(field, 'Mutation', label);
  // Checked before running, so a typo in the payload's selection never leaves a change half-reported.
  project(mutation.template, field.selection ?? [], variables, path);
  const resolve: Resolve = async (context) =>
    project(await mutation.run(field, context), field.selection ?? [], variables, path);
  return { field, resolve };
}

const undefinedRoot = (field: GraphqlField, typeName: string, label: string) =>
  new GraphqlRequestError([
    {
      message: `Field '${field.name}' doesn't exist on type '${typeName}'`,
      locations: [{ line: field.line, column: field.column }],
      path: [label, field.key],
      extensions: { code: 'undefinedField', typeName, fieldName: field.name },
    },
  ]);

/** A required variable left out is refused before anything runs (graphql-ruby's INVALID_VARIABLE). */
function checkVariables(declared: Record<string, string>, given: Json) {
  const errors: GraphqlError[] = Object.entries(declared)
    .filter(([name, type]) => type.endsWith('!') && (given[name] === undefined || given[name] === null))
    .map(([name, type]) => ({
      message: `Variable $${name} of type ${type} was provided invalid value`,
      extensions: {
        code: 'INVALID_VARIABLE',
        value: null,
        problems: [{ path: [], explanation: 'Expected value to not be null' }],
      },
    }));
  if (errors.length > 0) throw new GraphqlRequestError(errors);
}

const maxCostExceeded = (cost: number): GraphqlError => ({
  message:
    `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).\n\n` +
    'See https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\n' +
    'cost of a query is calculated.\n\n' +
    'To query larger amounts of data with fewer limits, bulk operations should be used instead.\n' +
    'See https://shopify.dev/tutorials/perform-bulk-operations-with-admin-api for usage details.\n',
  extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
});

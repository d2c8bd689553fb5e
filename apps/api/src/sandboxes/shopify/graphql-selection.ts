import { resolveValue, type GraphqlField } from './graphql-document.ts';

/*
 * What the sandbox does with a read query: answers only the fields selected (as GraphQL does — a client relying on a
 * field it never asked for fails here as it would at Shopify) and prices the query by Shopify's published rules:
 * scalars and enums 0, objects 1, a connection 2 + its page size × the cost of one node. The requested cost is the
 * worst case the bucket must hold up front; the actual cost counts what was returned, and the difference is refunded.
 */

export interface GraphqlError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

/** A request GraphQL refuses as a whole (no data): an unknown field, a bad argument, a missing variable. */
export class GraphqlRequestError extends Error {
  constructor(readonly errors: GraphqlError[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'GraphqlRequestError';
  }
}

type Json = Record<string, unknown>;
type Variables = Record<string, unknown>;

const isConnectionField = (field: GraphqlField) => 'first' in field.args || 'last' in field.args;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored connection: its nodes, and — when a resolver paged it already — its own page info and cursors. */
interface StoredConnection extends Json {
  nodes: Json[];
  pageInfo?: Json;
  cursors?: string[];
}
const isConnection = (value: unknown): value is StoredConnection =>
  isObject(value) && Array.isArray(value.nodes) && String(value.__typename ?? '').endsWith('Connection');

/** Shopify's cursors are opaque base64 JSON; nested ones carry the node's id. */
export const encodeCursor = (position: Json) => Buffer.from(JSON.stringify(position)).toString('base64');
export function decodeCursor(cursor: string): Json | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}
const nodeCursor = (node: Json) =>
  encodeCursor({
    last_id: Number(
      String(node.id ?? '')
        .split('/')
        .pop(),
    ),
  });

export function fieldError(field: GraphqlField, path: Array<string | number>, message: string, extensions: Json) {
  return new GraphqlRequestError([
    { message, locations: [{ line: field.line, column: field.column }], path: [...path, field.key], extensions },
  ]);
}

/** The selection a connection applies to each node: under `nodes`, or under `edges { node }`. */
function nodeSelection(field: GraphqlField): GraphqlField[] {
  const fields: GraphqlField[] = [];
  for (const inner of field.selection ?? []) {
    if (inner.name === 'nodes' && inner.selection) fields.push(...inner.selection);
    if (inner.name === 'edges') {
      for (const edge of inner.selection ?? [])
        if (edge.name === 'node' && edge.selection) fields.push(...edge.selection);
    }
  }
  return fields;
}

export function requestedCost(selection: GraphqlField[], variables: Variables): number {
  let cost = 0;
  for (const field of selection) {
    if (!field.selection) continue;
    if (isConnectionField(field)) {
      const size = Number(resolveValue(field.args.first ?? field.args.last, variables)) || 0;
      cost += 2 + size * (1 + requestedCost(nodeSelection(field), variables));
    } else {
      cost += 1 + requestedCost(field.selection, variables);
    }
  }
  return cost;
}

/** The cost of what an answer holds (its data as projected). */
export function actualCost(selection: GraphqlField[], data: unknown): number {
  if (!isObject(data)) return 0;
  let cost = 0;
  for (const field of selection) {
    const value = data[field.key];
    if (!field.selection || value === null || value === undefined) continue;
    if (isConnectionField(field) && isObject(value)) {
      const nodes = Array.isArray(value.nodes)
        ? value.nodes
        : Array.isArray(value.edges)
          ? value.edges.map((edge) => (edge as Json).node)
          : [];
      const each = nodeSelection(field);
      cost += 2 + nodes.reduce((sum: number, node) => sum + 1 + actualCost(each, node), 0);
    } else if (Array.isArray(value)) {
      cost += 1 + (value.length > 0 ? actualCost(field.selection, value[0]) : 0);
    } else {
      cost += 1 + actualCost(field.selection, value);
    }
  }
  return cost;
}

/**
 * Marks an order whose shop has no approval for protected customer data: its protected fields answer null with an
 * ACCESS_DENIED error each, the rest of the answer stands (shopify.dev/docs/apps/launch/protected-customer-data).
 */
export const CUSTOMER_DATA_DENIED = Symbol('customer data denied');
const PROTECTED_FIELDS = new Set(['customer', 'shippingAddress', 'billingAddress', 'displayAddress', 'email', 'phone']);
const PROTECTED_DOC = 'https://shopify.dev/docs/apps/launch/protected-customer-data';

/** The errors of fields refused while answering (the answer keeps its data beside them). */
export type FieldErrors = GraphqlError[];

/** Interfaces the sandbox's objects implement, for fragments written on them (`... on Node`). */
const INTERFACES = new Set(['Node', 'LegacyInteroperability', 'HasMetafields', 'HasEvents', 'CommentEventSubject']);
const appliesTo = (field: GraphqlField, source: Json) =>
  field.on === undefined || field.on === source.__typename || INTERFACES.has(field.on);

/** The same field asked twice (directly and through a fragment): GraphQL answers the union of both selections. */
function merged(before: unknown, after: unknown): unknown {
  if (!isObject(before) || !isObject(after)) return after;
  const out: Json = { ...before };
  for (const [key, value] of Object.entries(after)) out[key] = merged(before[key], value);
  return out;
}

/** Only the selected fields of `source`, named by their aliases, or the error GraphQL gives for the query. */
export function project(
  source: Json,
  selection: GraphqlField[],
  variables: Variables,
  path: Array<string | number>,
  refused: FieldErrors = [],
) {
  const out: Json = {};
  for (const field of selection) {
    if (!appliesTo(field, source)) continue;
    if ((source as { [CUSTOMER_DATA_DENIED]?: boolean })[CUSTOMER_DATA_DENIED] && PROTECTED_FIELDS.has(field.name)) {
      out[field.key] = null;
      refused.push({
        message: `This app is not approved to access the ${field.name} field of the Order object. See ${PROTECTED_DOC} for more details.`,
        locations: [{ line: field.line, column: field.column }],
        // An execution error's path starts at the root field (the operation's label is not part of it).
        path: [...path.slice(1), field.key],
        extensions: { code: 'ACCESS_DENIED', documentation: PROTECTED_DOC },
      });
      continue;
    }
    if (field.name === '__typename') {
      out[field.key] = source.__typename;
      continue;
    }
    if (!(field.name in source)) {
      const typeName = String(source.__typename);
      throw fieldError(field, path, `Field '${field.name}' doesn't exist on type '${typeName}'`, {
        code: 'undefinedField',
        typeName,
        fieldName: field.name,
      });
    }
    out[field.key] = merged(
      out[field.key],
      projectField(source[field.name], field, variables, [...path, field.key], refused),
    );
  }
  return out;
}

/** A field's value as the answer shows it (`path` ends with the field's own key). */
export function projectField(
  value: unknown,
  field: GraphqlField,
  variables: Variables,
  path: Array<string | number>,
  refused: FieldErrors = [],
): unknown {
  const typeName = isObject(value) ? String(value.__typename) : Array.isArray(value) ? 'list' : typeof value;
  if (field.selection === null) {
    if (isObject(value) || (Array.isArray(value) && value.some(isObject))) {
      throw fieldError(
        field,
        path.slice(0, -1),
        `Field must have selections (field '${field.name}' returns ${typeName} but has no selections. Did you mean '${field.name} { ... }'?)`,
        { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName },
      );
    }
    return value;
  }
  if (value === null || value === undefined) return null;
  if (isConnection(value)) return projectConnection(value, field, variables, path, refused);
  if (Array.isArray(value)) {
    return value.map((item, i) => project(item as Json, field.selection!, variables, [...path, i], refused));
  }
  if (!isObject(value)) {
    throw fieldError(
      field,
      path.slice(0, -1),
      `Selections can't be made on scalars (field '${field.name}' returns ${typeName} but has selections)`,
      { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName },
    );
  }
  return project(value, field.selection, variables, path, refused);
}

function projectConnection(
  connection: StoredConnection,
  field: GraphqlField,
  variables: Variables,
  path: Array<string | number>,
  refused: FieldErrors,
): Json {
  const first = resolveValue(field.args.first, variables);
  const last = resolveValue(field.args.last, variables);
  if (typeof first !== 'number' && typeof last !== 'number') {
    throw fieldError(field, path.slice(0, -1), 'you must provide one of first or last', { code: 'argumentError' });
  }
  // A resolver that paged already (the shop's orders) hands over its page; a stored list is paged here.
  const paged = connection.pageInfo !== undefined;
  // A stored list is paged here, from just after the node the `after` cursor names.
  const after = resolveValue(field.args.after, variables);
  const start = typeof after === 'string' ? connection.nodes.findIndex((node) => nodeCursor(node) === after) + 1 : 0;
  const all = paged ? connection.nodes : connection.nodes.slice(start);
  const nodes = paged ? all : typeof first === 'number' ? all.slice(0, first) : all.slice(-Number(last));
  const cursors = connection.cursors ?? nodes.map(nodeCursor);
  const pageInfo = connection.pageInfo ?? {
    __typename: 'PageInfo',
    hasNextPage: typeof first === 'number' && all.length > nodes.length,
    hasPreviousPage: start > 0 || (typeof last === 'number' && all.length > nodes.length),
    startCursor: cursors[0] ?? null,
    endCursor: cursors.at(-1) ?? null,
  };
  const typeName = String(connection.__typename);
  const edgeOf = (node: Json, i: number) => ({
    __typename: typeName.replace(/Connection$/, 'Edge'),
    node,
    cursor: cursors[i],
  });
  const out: Json = {};
  for (const inner of field.selection ?? []) {
    const at = [...path, inner.key];
    const selection = inner.selection ?? [];
    if (inner.name === 'nodes') {
      out[inner.key] = nodes.map((node, i) => project(node, selection, variables, [...at, i], refused));
    } else if (inner.name === 'edges') {
      out[inner.key] = nodes.map((node, i) => project(edgeOf(node, i), selection, variables, [...at, i], refused));
    } else if (inner.name === 'pageInfo') {
      out[inner.key] = project(pageInfo, selection, variables, at);
    } else {
      // `__typename`, or a field the connection does not have (refused as such).
      Object.assign(out, project({ __typename: typeName }, [inner], variables, path));
    }
  }
  return out;
}

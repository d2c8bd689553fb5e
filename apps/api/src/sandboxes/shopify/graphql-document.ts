/*
 * Just enough of GraphQL's grammar for the sandbox to read what a client sends: one operation (query or mutation)
 * with its variable definitions, fields with aliases and arguments, nested selections, named fragments and inline
 * fragments (Shopify's own library asks `endpoint { ... on WebhookHttpEndpoint { callbackUrl } }`). A fragment's
 * fields are spread into the selection, each marked with the type it applies to. Directives are not read (the sandbox
 * says so rather than guessing). Reading the real document — instead of matching operation
 * names — is what lets the sandbox price a query by what it selects and answer only the fields asked for.
 */

import { GraphqlSyntaxError, tokenize, TokenReader } from './graphql-tokens.ts';

export { GraphqlSyntaxError };

export type GraphqlValue =
  | { kind: 'variable'; name: string }
  | { kind: 'scalar'; value: string | number | boolean | null }
  | { kind: 'enum'; value: string }
  | { kind: 'list'; values: GraphqlValue[] }
  | { kind: 'object'; fields: Record<string, GraphqlValue> };

export interface GraphqlField {
  /** The key the answer uses: the alias, or the field's name. */
  key: string;
  name: string;
  args: Record<string, GraphqlValue>;
  /** null for a scalar or enum field. */
  selection: GraphqlField[] | null;
  /** The type condition of the fragment the field came from: it applies only to objects of that type. */
  on?: string;
  /** A named fragment's spread, replaced by the fragment's fields once the whole document is read. */
  spread?: string;
  line: number;
  column: number;
}

export interface GraphqlOperation {
  type: 'query' | 'mutation';
  name: string | null;
  /** Variable name → its declared type as written (`ID!`, `[String!]`). */
  variables: Record<string, string>;
  selection: GraphqlField[];
}

/** The operation the request asks to run (by `operationName` when the document holds several). */
export function parseOperation(source: string, operationName?: string | null): GraphqlOperation {
  const r = new TokenReader(tokenize(source));
  const operations: GraphqlOperation[] = [];
  const fragments = new Map<string, GraphqlField[]>();
  while (r.peek().kind !== 'end') {
    if (r.peek().kind === 'name' && r.peek().text === 'fragment') fragment(r, fragments);
    else operations.push(operation(r));
  }
  if (operations.length === 0) r.fail(r.peek());
  for (const each of operations) each.selection = spreadFragments(each.selection, fragments, 0);
  const chosen = operationName ? operations.find((o) => o.name === operationName) : operations[0];
  if (!chosen || (!operationName && operations.length > 1)) {
    throw new GraphqlSyntaxError(
      operationName ? `No operation named "${operationName}"` : 'An operation name is required',
      1,
      1,
    );
  }
  return chosen;
}

function value(r: TokenReader): GraphqlValue {
  const token = r.next();
  if (token.kind === 'punct' && token.text === '$') return { kind: 'variable', name: r.name() };
  if (token.kind === 'string') return { kind: 'scalar', value: token.text };
  if (token.kind === 'number') return { kind: 'scalar', value: Number(token.text) };
  if (token.kind === 'name') {
    if (token.text === 'true' || token.text === 'false') return { kind: 'scalar', value: token.text === 'true' };
    return token.text === 'null' ? { kind: 'scalar', value: null } : { kind: 'enum', value: token.text };
  }
  if (token.text === '[') {
    const values: GraphqlValue[] = [];
    while (r.peek().text !== ']' || r.peek().kind === 'string') values.push(value(r));
    r.next();
    return { kind: 'list', values };
  }
  if (token.text === '{') {
    const fields: Record<string, GraphqlValue> = {};
    while (r.peek().text !== '}' || r.peek().kind === 'string') {
      const key = r.name();
      r.expect(':');
      fields[key] = value(r);
    }
    r.next();
    return { kind: 'object', fields };
  }
  return r.fail(token);
}

const bang = (r: TokenReader) => (r.peek().text === '!' ? (r.next(), '!') : '');

function typeReference(r: TokenReader): string {
  if (r.peek().text === '[') {
    r.next();
    const inner = typeReference(r);
    r.expect(']');
    return `[${inner}]${bang(r)}`;
  }
  return `${r.name()}${bang(r)}`;
}

function selectionSet(r: TokenReader): GraphqlField[] {
  r.expect('{');
  const fields: GraphqlField[] = [];
  while (r.peek().text !== '}' || r.peek().kind === 'string') {
    if (r.peek().text === '...' && r.peek().kind === 'punct') fields.push(...fragmentSelection(r));
    else fields.push(readField(r));
  }
  r.next();
  return fields;
}

/** One field: its alias, name, arguments and own selection. */
function readField(r: TokenReader): GraphqlField {
  const start = r.peek();
  const key = r.name();
  let fieldName = key;
  if (r.peek().text === ':') {
    r.next();
    fieldName = r.name();
  }
  const args: Record<string, GraphqlValue> = {};
  if (r.peek().text === '(') {
    r.next();
    while (r.peek().text !== ')' || r.peek().kind === 'string') {
      const arg = r.name();
      r.expect(':');
      args[arg] = value(r);
    }
    r.next();
  }
  if (r.peek().text === '@') r.fail(r.peek());
  const selection = r.peek().text === '{' && r.peek().kind === 'punct' ? selectionSet(r) : null;
  return { key, name: fieldName, args, selection, line: start.line, column: start.column };
}

/** After `...`: an inline fragment's fields (marked with its type), or a placeholder for a named one. */
function fragmentSelection(r: TokenReader): GraphqlField[] {
  const start = r.next();
  if (r.peek().kind === 'name' && r.peek().text === 'on') {
    r.next();
    const on = r.name();
    if (r.peek().text === '@') r.fail(r.peek());
    return selectionSet(r).map((field) => ({ ...field, on: field.on ?? on }));
  }
  if (r.peek().text === '{' && r.peek().kind === 'punct') return selectionSet(r);
  const spread = r.name();
  if (r.peek().text === '@') r.fail(r.peek());
  return [{ key: '', name: '', args: {}, selection: null, spread, line: start.line, column: start.column }];
}

function fragment(r: TokenReader, fragments: Map<string, GraphqlField[]>) {
  r.next();
  const fragmentName = r.name();
  if (r.peek().text !== 'on') r.fail(r.peek());
  r.next();
  const on = r.name();
  fragments.set(
    fragmentName,
    selectionSet(r).map((field) => ({ ...field, on: field.on ?? on })),
  );
}

function operation(r: TokenReader): GraphqlOperation {
  if (r.peek().text === '{') return { type: 'query', name: null, variables: {}, selection: selectionSet(r) };
  const type = r.name();
  if (type !== 'query' && type !== 'mutation') return r.fail(r.previous());
  const operationName = r.peek().kind === 'name' ? r.next().text : null;
  const variables: Record<string, string> = {};
  if (r.peek().text === '(') {
    r.next();
    while (r.peek().text !== ')') {
      r.expect('$');
      const variable = r.name();
      r.expect(':');
      variables[variable] = typeReference(r);
      if (r.peek().text === '=') {
        r.next();
        value(r);
      }
    }
    r.next();
  }
  return { type, name: operationName, variables, selection: selectionSet(r) };
}

/** The selection with every named fragment's spread replaced by the fragment's fields. */
function spreadFragments(
  fields: GraphqlField[],
  fragments: Map<string, GraphqlField[]>,
  depth: number,
): GraphqlField[] {
  return fields.flatMap((field) => {
    if (field.spread === undefined) {
      return [{ ...field, selection: field.selection && spreadFragments(field.selection, fragments, depth) }];
    }
    const fragment = fragments.get(field.spread);
    if (!fragment || depth > 10) {
      const message = fragment
        ? `Fragment ${field.spread} contains an infinite loop`
        : `Fragment ${field.spread} was used, but not defined`;
      throw new GraphqlSyntaxError(message, field.line, field.column);
    }
    return spreadFragments(fragment, fragments, depth + 1).map((inner) => ({ ...inner, on: inner.on ?? field.on }));
  });
}

/** An argument's value with the request's variables filled in. */
export function resolveValue(value: GraphqlValue | undefined, variables: Record<string, unknown>): unknown {
  if (value === undefined) return undefined;
  switch (value.kind) {
    case 'variable':
      return variables[value.name];
    case 'scalar':
      return value.value;
    case 'enum':
      return value.value;
    case 'list':
      return value.values.map((v) => resolveValue(v, variables));
    case 'object':
      return Object.fromEntries(Object.entries(value.fields).map(([k, v]) => [k, resolveValue(v, variables)]));
  }
}

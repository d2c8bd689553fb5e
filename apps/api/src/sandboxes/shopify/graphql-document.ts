/*
 * Just enough of GraphQL's grammar for the sandbox to read what a client sends: one operation (query or mutation)
 * with its variable definitions, fields with aliases and arguments, nested selections, named fragments and inline
 * fragments (Shopify's own library asks `endpoint { ... on WebhookHttpEndpoint { callbackUrl } }`). A fragment's
 * fields are spread into the selection, each marked with the type it applies to. Directives are not read (the sandbox
 * says so rather than guessing). Reading the real document — instead of matching operation
 * names — is what lets the sandbox price a query by what it selects and answer only the fields asked for.
 */

import { GraphqlSyntaxError, tokenize, tokenName, type Token } from './graphql-tokens.ts';

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
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position]!;
  const fail = (token: Token): never => {
    const what = token.kind === 'end' ? 'end of file' : `"${token.text}" (${tokenName(token)})`;
    throw new GraphqlSyntaxError(
      `Parse error on ${what} at [${token.line}, ${token.column}]`,
      token.line,
      token.column,
    );
  };
  const next = () => tokens[position++]!;
  const expect = (text: string) => (peek().text === text && peek().kind !== 'string' ? next() : fail(peek()));
  const name = () => (peek().kind === 'name' ? next().text : fail(peek()));

  function value(): GraphqlValue {
    const token = next();
    if (token.kind === 'punct' && token.text === '$') return { kind: 'variable', name: name() };
    if (token.kind === 'string') return { kind: 'scalar', value: token.text };
    if (token.kind === 'number') return { kind: 'scalar', value: Number(token.text) };
    if (token.kind === 'name') {
      if (token.text === 'true' || token.text === 'false') return { kind: 'scalar', value: token.text === 'true' };
      return token.text === 'null' ? { kind: 'scalar', value: null } : { kind: 'enum', value: token.text };
    }
    if (token.text === '[') {
      const values: GraphqlValue[] = [];
      while (peek().text !== ']' || peek().kind === 'string') values.push(value());
      next();
      return { kind: 'list', values };
    }
    if (token.text === '{') {
      const fields: Record<string, GraphqlValue> = {};
      while (peek().text !== '}' || peek().kind === 'string') {
        const key = name();
        expect(':');
        fields[key] = value();
      }
      next();
      return { kind: 'object', fields };
    }
    return fail(token);
  }

  function typeReference(): string {
    if (peek().text === '[') {
      next();
      const inner = typeReference();
      expect(']');
      return `[${inner}]${bang()}`;
    }
    return `${name()}${bang()}`;
  }
  const bang = () => (peek().text === '!' ? (next(), '!') : '');

  function selectionSet(): GraphqlField[] {
    expect('{');
    const fields: GraphqlField[] = [];
    while (peek().text !== '}' || peek().kind === 'string') {
      if (peek().text === '...' && peek().kind === 'punct') {
        fields.push(...fragmentSelection());
        continue;
      }
      const start = peek();
      const key = name();
      let fieldName = key;
      if (peek().text === ':') {
        next();
        fieldName = name();
      }
      const args: Record<string, GraphqlValue> = {};
      if (peek().text === '(') {
        next();
        while (peek().text !== ')' || peek().kind === 'string') {
          const arg = name();
          expect(':');
          args[arg] = value();
        }
        next();
      }
      if (peek().text === '@') fail(peek());
      const selection = peek().text === '{' && peek().kind === 'punct' ? selectionSet() : null;
      fields.push({ key, name: fieldName, args, selection, line: start.line, column: start.column });
    }
    next();
    return fields;
  }

  /** After `...`: an inline fragment's fields (marked with its type), or a placeholder for a named one. */
  function fragmentSelection(): GraphqlField[] {
    const start = next();
    if (peek().kind === 'name' && peek().text === 'on') {
      next();
      const on = name();
      if (peek().text === '@') fail(peek());
      return selectionSet().map((field) => ({ ...field, on: field.on ?? on }));
    }
    if (peek().text === '{' && peek().kind === 'punct') return selectionSet();
    const spread = name();
    if (peek().text === '@') fail(peek());
    return [{ key: '', name: '', args: {}, selection: null, spread, line: start.line, column: start.column }];
  }

  function fragment() {
    next();
    const fragmentName = name();
    if (peek().text !== 'on') fail(peek());
    next();
    const on = name();
    fragments.set(
      fragmentName,
      selectionSet().map((field) => ({ ...field, on: field.on ?? on })),
    );
  }

  function operation(): GraphqlOperation {
    if (peek().text === '{') return { type: 'query', name: null, variables: {}, selection: selectionSet() };
    const type = name();
    if (type !== 'query' && type !== 'mutation') return fail(tokens[position - 1]!);
    const operationName = peek().kind === 'name' ? next().text : null;
    const variables: Record<string, string> = {};
    if (peek().text === '(') {
      next();
      while (peek().text !== ')') {
        expect('$');
        const variable = name();
        expect(':');
        variables[variable] = typeReference();
        if (peek().text === '=') {
          next();
          value();
        }
      }
      next();
    }
    return { type, name: operationName, variables, selection: selectionSet() };
  }

  const operations: GraphqlOperation[] = [];
  const fragments = new Map<string, GraphqlField[]>();
  while (peek().kind !== 'end') {
    if (peek().kind === 'name' && peek().text === 'fragment') fragment();
    else operations.push(operation());
  }
  if (operations.length === 0) fail(peek());
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

import { readFileSync } from 'node:fs';
import {
  buildSchema,
  executeSync,
  getVariableValues,
  parse,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { SHOPIFY_API_VERSION } from './shopify-domain.ts';

/* Shopify's published Admin GraphQL schema of the version we pin (vendor-definitions/shopify/SOURCE.md), for tests. */

let cached: GraphQLSchema | undefined;
export function adminSchema(): GraphQLSchema {
  const file = new URL(`../../../../vendor-definitions/shopify/admin-${SHOPIFY_API_VERSION}.graphql`, import.meta.url);
  cached ??= buildSchema(readFileSync(file, 'utf8'));
  return cached;
}

/** What the schema says is wrong with a document (empty when it is valid). */
export const schemaProblems = (document: string) =>
  validate(adminSchema(), parse(document)).map((error) => error.message);

/**
 * What the schema says is wrong with an answer to `document` (empty when Shopify could have sent it): the document is
 * executed over the answer's data, so every value is serialised again by its field's type — an enum value Shopify does
 * not have (a currency code), a null where the type is non-null, a list that is not one — and the data must come back
 * unchanged. The adapter's documents use no aliases, so each answer key is its field's name.
 */
export function answerProblems(document: string, variables: Record<string, unknown>, data: unknown): string[] {
  const result = executeSync({
    schema: adminSchema(),
    document: parse(document),
    rootValue: data,
    variableValues: variables,
  });
  const problems = (result.errors ?? []).map((error) => `${error.path?.join('.') ?? ''}: ${error.message}`);
  if (problems.length === 0 && JSON.stringify(result.data) !== JSON.stringify(data)) problems.push('the data changed');
  return problems;
}

/** What the schema says is wrong with a request: its document, then its variables against their declared types. */
export function requestProblems(document: string, variables: Record<string, unknown>): string[] {
  const problems = schemaProblems(document);
  if (problems.length > 0) return problems;
  const operation = parse(document).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )!;
  const coerced = getVariableValues(adminSchema(), operation.variableDefinitions ?? [], variables);
  return (coerced.errors ?? []).map((error) => error.message);
}

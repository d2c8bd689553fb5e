/*
 * Reads a text field's length limit from the contract schema the form validates with, so the input's maxLength and
 * counter always say what the API enforces (issue 12). Only zod's public fields are read (`shape`, `maxLength`,
 * `unwrap`, `in`, `element`, a union's `options`); anything else means "no known limit".
 */

interface SchemaNode {
  shape?: Record<string, unknown>;
  maxLength?: number | null;
  unwrap?: () => unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  def?: { innerType?: unknown; in?: unknown };
}

function inner(node: SchemaNode): SchemaNode | null {
  const next =
    node.def?.innerType ?? node.def?.in ?? node.in ?? (typeof node.unwrap === 'function' ? node.unwrap() : null);
  return next && typeof next === 'object' ? (next as SchemaNode) : null;
}

/** Steps through optional/nullable/default/pipe wrappers to the schema with the wanted property. */
function reach(schema: unknown, has: (node: SchemaNode) => boolean): SchemaNode | null {
  let node = schema as SchemaNode | null;
  for (let depth = 0; node && depth < 8; depth += 1) {
    if (has(node)) return node;
    node = inner(node);
  }
  return null;
}

/** The field `key` of an object schema, or of the first option of a union that has it. */
function fieldOf(node: unknown, key: string): unknown {
  const found = reach(node, (n) => !!n.shape || Array.isArray(n.options));
  if (found?.shape) return found.shape[key];
  return found?.options?.map((option) => fieldOf(option, key)).find(Boolean);
}

/**
 * The max length a schema states for the text at `path` ("description", "lines.0.description"; "" for the schema
 * itself), or undefined.
 */
export function maxLengthOf(schema: unknown, path: string): number | undefined {
  let node: unknown = schema;
  for (const key of path ? path.split('.') : []) {
    node = /^\d+$/.test(key) ? reach(node, (n) => n.element !== undefined)?.element : fieldOf(node, key);
    if (!node) return undefined;
  }
  const text = reach(node, (n) => typeof n.maxLength === 'number');
  return typeof text?.maxLength === 'number' ? text.maxLength : undefined;
}

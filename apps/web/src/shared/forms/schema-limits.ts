/*
 * Reads a text field's length limit from the contract schema the form validates with, so the input's maxLength and
 * counter always say what the API enforces (issue 12). Only zod's public fields are read (`shape`, `maxLength`,
 * `unwrap`, `in`, `out`, `element`, a union's `options`); anything else means "no known limit".
 */

interface SchemaNode {
  shape?: Record<string, unknown>;
  maxLength?: number | null;
  unwrap?: () => unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  def?: { type?: string; innerType?: unknown; in?: unknown; out?: unknown };
}

function inner(node: SchemaNode): SchemaNode | null {
  const next =
    node.def?.innerType ?? node.def?.in ?? node.in ?? (typeof node.unwrap === 'function' ? node.unwrap() : null);
  return next && typeof next === 'object' ? (next as SchemaNode) : null;
}

/** Whether the schema changes the text before its later rules see it (a transform anywhere inside). */
function transforms(node: SchemaNode | null, depth = 0): boolean {
  if (!node || depth > 8) return false;
  if (node.def?.type === 'transform') return true;
  const parts = [node.def?.innerType, node.def?.in, node.def?.out] as Array<SchemaNode | undefined>;
  return parts.some((part) => !!part && typeof part === 'object' && transforms(part, depth + 1));
}

/**
 * Steps through optional/nullable/default/pipe wrappers to the schema with the wanted property. A pipe's input side
 * comes first; its output side is read too when the input reaches it unchanged (an email: trimmed text piped into
 * `z.email().max(254)`), never after a transform, whose output is no longer what was typed.
 */
function reach(schema: unknown, has: (node: SchemaNode) => boolean, depth = 0): SchemaNode | null {
  const node = schema as SchemaNode | null;
  if (!node || typeof node !== 'object' || depth > 8) return null;
  if (has(node)) return node;
  const next = inner(node);
  const found = next ? reach(next, has, depth + 1) : null;
  if (found) return found;
  const piped = node.def?.type === 'pipe' && !transforms(node.def.in as SchemaNode) ? node.def.out : null;
  return piped ? reach(piped, has, depth + 1) : null;
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

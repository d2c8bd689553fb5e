/*
 * The Tokens API's rules as the sandbox keeps them (developer-docs.amazon.com/sp-api/docs/tokens-api-use-case-guide):
 * which operations return personal data, which data elements each can open, and what a Restricted Data Token covers.
 * Without one, Orders v0 answers with the buyer's personal data left out: the shipping address keeps its city, region,
 * postal code and country; BuyerInfo is empty; the items carry no gift message or customisation.
 */

export type DataElement = 'buyerInfo' | 'shippingAddress';

/** One restricted resource of a createRestrictedDataToken request, as Amazon takes it. */
export interface RestrictedResource {
  method: string;
  path: string;
  dataElements: DataElement[];
}

/**
 * The restricted operations the sandbox serves, by path; `{orderId}` is the generic path for every order. The Tokens
 * model asks for `dataElements` only for the v0 order reads; an RDT for the 2026-01-01 reads opens what their
 * `includedData` asks for (the buyer and the recipient).
 */
const RESTRICTED: ReadonlyArray<{ pattern: RegExp; elements: readonly DataElement[]; elementsRequired: boolean }> = [
  { pattern: /^\/orders\/v0\/orders$/, elements: ['buyerInfo', 'shippingAddress'], elementsRequired: true },
  {
    pattern: /^\/orders\/v0\/orders\/(\{orderId\}|\d{3}-\d{7}-\d{7})$/,
    elements: ['buyerInfo', 'shippingAddress'],
    elementsRequired: true,
  },
  {
    pattern: /^\/orders\/v0\/orders\/(\{orderId\}|\d{3}-\d{7}-\d{7})\/orderItems$/,
    elements: ['buyerInfo'],
    elementsRequired: true,
  },
  { pattern: /^\/orders\/2026-01-01\/orders$/, elements: ['buyerInfo', 'shippingAddress'], elementsRequired: false },
  {
    pattern: /^\/orders\/2026-01-01\/orders\/(\{orderId\}|\d{3}-\d{7}-\d{7})$/,
    elements: ['buyerInfo', 'shippingAddress'],
    elementsRequired: false,
  },
];

/** Amazon takes at most this many resources in one request. */
const MAX_RESOURCES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The resources of a request body, or the message of Amazon's 400 InvalidInput. */
export function restrictedResourcesOf(body: unknown): RestrictedResource[] | string {
  const list = isRecord(body) ? body.restrictedResources : undefined;
  if (!Array.isArray(list) || list.length === 0) return 'restrictedResources is required.';
  if (list.length > MAX_RESOURCES) return `restrictedResources takes at most ${MAX_RESOURCES} resources.`;
  const resources: RestrictedResource[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.method !== 'string' || typeof entry.path !== 'string') {
      return 'Each restricted resource needs a method and a path.';
    }
    const operation = RESTRICTED.find((r) => r.pattern.test(entry.path as string));
    if (entry.method !== 'GET' || !operation) {
      return `${entry.method} ${entry.path} is not a restricted operation.`;
    }
    const elements =
      operation.elementsRequired || entry.dataElements !== undefined ? entry.dataElements : operation.elements;
    if (!Array.isArray(elements) || elements.length === 0) {
      return `dataElements is required for ${entry.path}.`;
    }
    const unknown = elements.find((e) => !(operation.elements as readonly unknown[]).includes(e));
    if (unknown !== undefined) return `${String(unknown)} is not a data element of ${entry.path}.`;
    resources.push({ method: entry.method, path: entry.path, dataElements: elements as DataElement[] });
  }
  return resources;
}

const matches = (granted: string, path: string) =>
  granted === path ||
  new RegExp(`^${granted.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{orderId}', '[^/]+')}$`).test(path);

/**
 * The data elements a token's scope opens for this call, or null when the scope does not cover the call at all (a
 * Restricted Data Token works only for the operations it was issued for).
 */
export function elementsFor(scope: unknown, method: string, path: string): Set<DataElement> | null {
  if (!Array.isArray(scope)) return null;
  const covering = (scope as RestrictedResource[]).filter((r) => r.method === method && matches(r.path, path));
  return covering.length === 0 ? null : new Set(covering.flatMap((r) => r.dataElements));
}

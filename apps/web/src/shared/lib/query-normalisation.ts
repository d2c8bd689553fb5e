/** Which query fields hold numbers, lists of numbers or booleans (everything else stays as it is). */
export interface QueryFieldTypes {
  numbers?: readonly string[];
  numberArrays?: readonly string[];
  booleans?: readonly string[];
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type NormalisedQuery = Record<string, string | number | boolean | (string | number)[]>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const toInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(number) ? Math.trunc(number) : undefined;
};

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];

/**
 * §5 query normalisation: drops null, undefined, '' and empty lists; listed number fields become integers,
 * listed number-list fields integer lists, and listed boolean fields are true only for true or the string 'true'.
 */
export function normaliseQuery(query: Record<string, unknown>, types: QueryFieldTypes = {}): NormalisedQuery {
  const result: NormalisedQuery = {};
  for (const [key, raw] of Object.entries(query)) {
    if (isEmpty(raw)) continue;
    if (types.numbers?.includes(key)) {
      const number = toInteger(Array.isArray(raw) ? raw[0] : raw);
      if (number !== undefined) result[key] = number;
    } else if (types.numberArrays?.includes(key)) {
      const list = asList(raw)
        .map(toInteger)
        .filter((n): n is number => n !== undefined);
      if (list.length > 0) result[key] = list;
    } else if (types.booleans?.includes(key)) {
      result[key] = raw === true || raw === 'true';
    } else if (Array.isArray(raw)) {
      const list = raw.filter((item) => !isEmpty(item)).map((item) => (typeof item === 'number' ? item : String(item)));
      if (list.length > 0) result[key] = list;
    } else {
      result[key] = typeof raw === 'number' || typeof raw === 'boolean' ? raw : String(raw);
    }
  }
  return result;
}

/** URL search params → a plain object: repeated keys become lists. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}

/** A normalised query → URL search params; lists are written as repeated keys. */
export function objectToSearchParams(query: NormalisedQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

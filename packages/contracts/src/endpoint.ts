import type { z } from 'zod';
import type { OpsRoleNeed, Permission } from './permissions.ts';

/*
 * The endpoint table (ARCHITECTURE §3, issue 13). Each operation of the API is declared once, here in the contracts,
 * beside the shapes it uses: its method and path, what it takes (path params, query, body), what it answers and who
 * may call it. The API registers its routes from these declarations (apps/api platform/http/endpoint-route.ts), the
 * web app calls them by name (apps/web shared/api/call.ts), and the OpenAPI document is generated from the routes so
 * registered. A path or a shape therefore exists once.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Who may call an operation; see apps/api platform/auth/guard.ts. */
export interface EndpointAccess {
  /** `public` (anyone), `user` (an account's owner or member; the default), `operator`, `any` (anyone signed in). */
  access?: 'public' | 'user' | 'operator' | 'any';
  /** What a subaccount member must have been granted (every one, when several: an operation that reads orders and
   * writes the address book needs both rights). */
  permission?: Permission | readonly Permission[];
  /**
   * For `operator` operations, the back-office role that may call it (any one of several; `any`: every operator, as
   * the operator's own profile). Every operator operation names one (issue 23: the route-table walk in
   * apps/api/src/platform/auth/ops-roles.api.test.ts holds them to it); one that names none is the administrator's.
   */
  opsRole?: OpsRoleNeed;
  /**
   * For an operator operation that changes something (every method but GET), the action it records in the back
   * office's audit trail (issue 23): a snake_case key the audit page translates (`ops.audit.actions.<key>`). The
   * route-table walk in apps/api/src/modules/audit/audit-coverage.api.test.ts holds every such operation to one.
   */
  audit?: string;
  /** The §5 profile rule must hold (else 403 `{ mandatory_field: 'personal_data' }`). */
  validProfile?: boolean;
  /** The operation checks a password, code or link (a smaller flood-guard budget). */
  checksCredentials?: boolean;
}

export interface EndpointDefinition extends EndpointAccess {
  method: HttpMethod;
  /** Under `/api`, with `:name` for path params: `/withdrawals/:id/cancel`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. Uploads take multipart form data instead and declare `multipart: true`. */
  body?: z.ZodType;
  multipart?: true;
  /** The JSON answer on success. Absent for answers without a body (204) and for files. */
  response?: z.ZodType;
  /** The success status (200 unless said); an operation that may answer either of two lists both. */
  status?: SuccessStatus | readonly [SuccessStatus, SuccessStatus];
  /** The answer is a file of this type (a PDF, a CSV…), not JSON. */
  file?: string;
  /** The operation moves money and takes an `Idempotency-Key`. */
  idempotent?: true;
  /** OpenAPI tags. */
  tags: readonly string[];
  /** What the operation does, for the OpenAPI document (the entry's doc comment says it to readers of the code). */
  description?: string;
}

/** Declares one operation; `const` keeps the literal path and method for the callers' types. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type SchemaOf<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the server has after validation (coerced, defaults filled in). */
export type ParamsOut<E> = SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : unknown;
export type QueryOut<E> = SchemaOf<E, 'query'> extends z.ZodType ? z.output<SchemaOf<E, 'query'>> : unknown;
export type BodyOut<E> = SchemaOf<E, 'body'> extends z.ZodType ? z.output<SchemaOf<E, 'body'>> : unknown;

/** What a client sends. */
export type ParamsIn<E> = SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
export type QueryIn<E> = SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
export type BodyIn<E> = SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;

/** The JSON answer, as both sides see it. */
export type ResponseOf<E> = SchemaOf<E, 'response'> extends z.ZodType ? z.output<SchemaOf<E, 'response'>> : void;

/** The statuses an operation answers on success. */
export function successStatuses(e: Pick<EndpointDefinition, 'status'>): readonly SuccessStatus[] {
  if (e.status === undefined) return [200];
  return typeof e.status === 'number' ? [e.status] : e.status;
}

/** `/withdrawals/:id/cancel` with `{ id: 7 }` → `/withdrawals/7/cancel`; every value is URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path param "${name}" of ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
}

/** A query object as a query string (`?a=1&b=x`, or '' when empty); undefined, null and '' are left out, arrays repeat. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item as string | number | boolean))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

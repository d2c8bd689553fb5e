import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import { idParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { operatorSchema } from './ops.ts';
import { opsRoleSchema } from './permissions.ts';
import { personNameSchema } from './user.ts';

/*
 * The back office's people (issue 23): an administrator lists the operators, adds one, and grants or takes back
 * roles. At least one administrator always remains (409 last_administrator).
 */

/** Each role once; none is allowed (an operator without a desk, until a role is granted). */
const rolesSchema = z
  .array(opsRoleSchema)
  .max(4)
  .refine((roles) => new Set(roles).size === roles.length, 'duplicate');

export const operatorListItemSchema = operatorSchema.extend({ created_at: z.string() });
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;
export const operatorListSchema = z.object({ operators: z.array(operatorListItemSchema) });

export const operatorCreateSchema = z.object({
  email: emailSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  /** The first password, which the administrator hands over; the operator changes it in their profile. */
  password: passwordSchema,
  ops_roles: rolesSchema,
});
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;
export const operatorRolesSchema = z.object({ ops_roles: rolesSchema });

const admin = { access: 'operator', opsRole: 'admin', tags: ['ops'] } as const;

export const operatorsApi = {
  /** Every operator, the earliest first. */
  list: endpoint({ method: 'GET', path: '/ops/operators', response: operatorListSchema, ...admin }),
  /** A new operator with these roles (400 email_taken). */
  create: endpoint({
    method: 'POST',
    path: '/ops/operators',
    audit: 'operator_added',
    body: operatorCreateSchema,
    response: operatorListItemSchema,
    status: 201,
    ...admin,
  }),
  /** Replaces an operator's roles (409 last_administrator when no administrator would remain). */
  setRoles: endpoint({
    method: 'PUT',
    path: '/ops/operators/:id/roles',
    audit: 'operator_roles_changed',
    params: idParamsSchema,
    body: operatorRolesSchema,
    response: operatorListItemSchema,
    ...admin,
  }),
};

import { z } from 'zod';
import { languageSchema, okSchema } from './common.ts';
import { emailSchema, passwordSchema, tokenResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { permissionSchema, permissions } from './permissions.ts';
import { personNameSchema } from './user.ts';

/** An invitation link works once, for this many days; a resend replaces it. */
export const INVITATION_TTL_DAYS = 7;

export const subaccountStatuses = ['invited', 'active', 'disabled'] as const;
export const subaccountStatusSchema = z.enum(subaccountStatuses);
export type SubaccountStatus = z.infer<typeof subaccountStatusSchema>;

/** A set of permissions: each at most once (duplicates are dropped). */
const permissionSetSchema = z
  .array(permissionSchema)
  .max(permissions.length * 2)
  .transform((list) => [...new Set(list)]);

/** An employee of the account (a user with role `member`), as the owner sees them. */
export const subaccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  permissions: z.array(permissionSchema),
  status: subaccountStatusSchema,
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type Subaccount = z.infer<typeof subaccountSchema>;

export const subaccountListSchema = z.object({ subaccounts: z.array(subaccountSchema) });

export const subaccountIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /subaccounts: `language` is the letter's and the member's interface language (the inviter's by default). */
export const createSubaccountBodySchema = z
  .object({
    email: emailSchema,
    first_name: personNameSchema,
    last_name: personNameSchema,
    permissions: permissionSetSchema,
    language: languageSchema.optional(),
  })
  .strict();
export type CreateSubaccountBody = z.infer<typeof createSubaccountBodySchema>;

/** PATCH /subaccounts/:id: any subset. */
export const updateSubaccountBodySchema = z
  .object({ first_name: personNameSchema, last_name: personNameSchema, permissions: permissionSetSchema })
  .partial()
  .strict();
export type UpdateSubaccountBody = z.infer<typeof updateSubaccountBodySchema>;

/** POST /subaccounts/accept: the token from the invitation link and the member's new password. */
export const acceptInvitationBodySchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

const read = { permission: 'subaccounts.read', tags: ['subaccounts'] } as const;
const write = { permission: 'subaccounts.write', tags: ['subaccounts'] } as const;
const byId = { params: subaccountIdParamsSchema, response: subaccountSchema } as const;

/**
 * §2 /subaccounts: the owner's employees. A manager never acts on themselves (403 cannot_manage_self) nor grants
 * what they do not hold (403 permission_escalation); another account's member is 404.
 */
export const subaccountsApi = {
  /** Every employee of the account, invited ones included. */
  list: endpoint({ method: 'GET', path: '/subaccounts', response: subaccountListSchema, ...read }),
  /** Creates the member and mails the invitation (400 email_taken). */
  create: endpoint({
    method: 'POST',
    path: '/subaccounts',
    body: createSubaccountBodySchema,
    response: subaccountSchema,
    status: 201,
    ...write,
  }),
  /** Public: sets the invited member's password and signs them in (400 invitation_invalid). */
  accept: endpoint({
    method: 'POST',
    path: '/subaccounts/accept',
    body: acceptInvitationBodySchema,
    response: tokenResponseSchema,
    access: 'public',
    tags: ['subaccounts'],
  }),
  /** One employee, for the edit form. */
  get: endpoint({ method: 'GET', path: '/subaccounts/:id', ...byId, ...read }),
  /** Only the changed fields; answers the whole member. */
  update: endpoint({ method: 'PATCH', path: '/subaccounts/:id', body: updateSubaccountBodySchema, ...byId, ...write }),
  /** Signing in is refused while disabled; answers the member as it now stands. */
  disable: endpoint({ method: 'POST', path: '/subaccounts/:id/disable', ...byId, ...write }),
  /** Lets the member sign in again; answers the member as it now stands. */
  enable: endpoint({ method: 'POST', path: '/subaccounts/:id/enable', ...byId, ...write }),
  /** A fresh letter for a member still invited, earlier links stop working (409 subaccount_not_invited). */
  resend: endpoint({ method: 'POST', path: '/subaccounts/:id/resend', ...byId, ...write }),
  /** The member, their sessions and invitations go for good. */
  remove: endpoint({
    method: 'DELETE',
    path: '/subaccounts/:id',
    params: subaccountIdParamsSchema,
    response: okSchema,
    ...write,
  }),
};

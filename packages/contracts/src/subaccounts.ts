import { z } from 'zod';
import { languageSchema } from './common.ts';
import { emailSchema, passwordSchema } from './auth.ts';
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

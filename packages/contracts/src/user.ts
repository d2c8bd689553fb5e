import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { isoDateSchema, languageSchema } from './common.ts';
import { emailSchema, passwordSchema, phoneSchema, tokenResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { permissionSchema } from './permissions.ts';

/** §3 User.user_type; the registration form calls them individual, FLP and LLC. */
export const userTypes = ['individual', 'self_employed', 'entity'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** Individual tax number: Ukrainian RNOKPP (10 digits) or a US SSN/EIN/ITIN (9 digits). */
export const itnSchema = z
  .string()
  .trim()
  .regex(/^(\d{9}|\d{10})$/, 'invalid_itn');
/** Company registration number: Ukrainian EDRPOU (8 digits) or a US EIN (9 digits). */
export const psrnSchema = z
  .string()
  .trim()
  .regex(/^\d{8,9}$/, 'invalid_psrn');
export const companyNameSchema = z.string().trim().min(1).max(TEXT_LIMITS.short_text);
export const personNameSchema = z.string().trim().min(1).max(TEXT_LIMITS.name);

/** The tax fields of an account; which are required depends on the user type (§5). */
export const taxFieldsSchema = z.object({
  user_type: userTypeSchema,
  itn: itnSchema.nullish(),
  company_name: companyNameSchema.nullish(),
  psrn: psrnSchema.nullish(),
});
export type TaxFields = z.infer<typeof taxFieldsSchema>;

/** §5: individual with an itn; self_employed with itn and a company name; entity with a psrn. */
export function isProfileValid(p: {
  user_type: UserType;
  itn?: string | null;
  company_name?: string | null;
  psrn?: string | null;
}): boolean {
  if (p.user_type === 'individual') return !!p.itn;
  if (p.user_type === 'self_employed') return !!p.itn && !!p.company_name?.trim();
  return !!p.psrn;
}

/** Which tax fields a user type has (§3): ITN; ITN and a business name; company code and an optional name. */
export const taxFieldsOf = (type: UserType) => ({
  itn: type !== 'entity',
  company_name: type !== 'individual',
  psrn: type === 'entity',
});

/** Which tax fields are missing for the user type; empty when the §5 rule holds. */
export function missingTaxFields(p: TaxFields): Array<'itn' | 'company_name' | 'psrn'> {
  const missing: Array<'itn' | 'company_name' | 'psrn'> = [];
  if (p.user_type !== 'entity' && !p.itn) missing.push('itn');
  if (p.user_type === 'self_employed' && !p.company_name?.trim()) missing.push('company_name');
  if (p.user_type === 'entity' && !p.psrn) missing.push('psrn');
  return missing;
}

const requireTaxFields = (p: TaxFields, ctx: z.RefinementCtx) => {
  for (const field of missingTaxFields(p)) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
};

export const registerBodySchema = taxFieldsSchema
  .extend({
    first_name: personNameSchema,
    last_name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    language: languageSchema,
    accept_agreement: z.literal(true, 'must_accept'),
  })
  .superRefine(requireTaxFields);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const userVarsSchema = z.object({ ECOM_GF: z.number().int(), CUSTOMER_DHL_ENABLE: z.number().int() });

export const userSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  role: z.enum(['owner', 'member']),
  email: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: languageSchema,
  user_type: userTypeSchema,
  /** The account's tax fields: null for a member without `account.read` (issue 12). */
  itn: z.string().nullable(),
  company_name: z.string().nullable(),
  psrn: z.string().nullable(),
  vars: userVarsSchema,
  profile_valid: z.boolean(),
  two_factor_enabled: z.boolean(),
  permissions: z.array(permissionSchema),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /user/: any subset; tax fields are checked against the resulting user type. */
export const updateProfileBodySchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    phone: phoneSchema,
    language: languageSchema,
    user_type: userTypeSchema,
    itn: itnSchema.nullable(),
    company_name: companyNameSchema.nullable(),
    psrn: psrnSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const isoDate = isoDateSchema();
/** §3 Personal data. */
export const personalDataSchema = z.object({
  passport_number: z.string().trim().min(5).max(20),
  issued_by: z.string().trim().min(2).max(TEXT_LIMITS.short_text),
  issue_date: isoDate,
  birth_date: isoDate,
  tax_number: itnSchema,
});
export type PersonalData = z.infer<typeof personalDataSchema>;
/** As stored: dates kept before the 1900–2999 bound (issue 12) still read back. */
export const personalDataResponseSchema = z.object({
  personal_data: personalDataSchema.extend({ issue_date: z.iso.date(), birth_date: z.iso.date() }).nullable(),
});

/** §2 /register and §7 "User": the account's owner signs up, then reads and edits the profile and personal data. */
export const accountApi = {
  /** Creates the account and signs its owner in (400 email_taken). */
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: registerBodySchema,
    response: tokenResponseSchema,
    status: 201,
    access: 'public',
    checksCredentials: true,
    tags: ['auth'],
  }),
  /** The signed-in user with the account's state (profile_valid, two-factor, permissions). */
  me: endpoint({ method: 'GET', path: '/user/', response: userSchema, tags: ['user'] }),
  /** Only the changed fields; tax fields are the owner's (400 owner_only, required_fields). */
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/user/',
    body: updateProfileBodySchema,
    response: userSchema,
    tags: ['user'],
  }),
  /** The passport data of the account, or null while it has not been filled in. */
  personalData: endpoint({
    method: 'GET',
    path: '/user/personal-data',
    response: personalDataResponseSchema,
    permission: 'account.read',
    tags: ['user'],
  }),
  /** The whole §3 personal data at once; answers what was saved. */
  savePersonalData: endpoint({
    method: 'PUT',
    path: '/user/personal-data',
    body: personalDataSchema,
    response: personalDataResponseSchema,
    permission: 'account.write',
    tags: ['user'],
  }),
};

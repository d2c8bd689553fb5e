import { z } from 'zod';
import { languageSchema, okSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Failed sign-ins per account within the window; then the account answers 429 until the window frees up. */
export const LOGIN_ATTEMPTS = 10;
/**
 * Failed sign-ins per client address within the window, across accounts (an office shares one address). Past it a
 * wrong password answers 429 instead of 401; a right one still signs in.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 100;
export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong two-factor codes in a row before the second step is throttled. */
export const TOTP_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
export const RESTORE_LINK_TTL_MINUTES = 60;

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('invalid_email').max(254));
/** International format: a plus and 10–15 digits; spaces, dashes and brackets are dropped. */
export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s\-()]/g, ''))
  .pipe(z.string().regex(/^\+\d{10,15}$/, 'invalid_phone'));
/** A six-digit authenticator code, or a recovery code (xxxx-xxxx). */
export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, 'invalid_code_format');

export const loginBodySchema = z.object({
  login: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /auth/web/: a token, or — with two-factor on — a short-lived challenge for the second step. */
export const loginResponseSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginSecondStepBodySchema = z.object({ challenge: z.string().min(1).max(200), code: otpCodeSchema });
export type LoginSecondStepBody = z.infer<typeof loginSecondStepBodySchema>;
export const tokenResponseSchema = z.object({ token: z.string() });

export const forgottenBodySchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export type ForgottenBody = z.infer<typeof forgottenBodySchema>;
export const restoreBodySchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export type RestoreBody = z.infer<typeof restoreBodySchema>;
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Two-factor (§7 "Two-factor"). */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr: z.string().describe('PNG data URL of the otpauth URI'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorCodeBodySchema = z.object({ code: otpCodeSchema });
export const twoFactorDisableBodySchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX),
  code: otpCodeSchema,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** §7 signing in and out, and the password: every one checks a credential except sign-out. */
export const authApi = {
  /** A token, or a challenge for the second step (401 invalid_credentials, 429 throttled, 403 client_not_allowed). */
  login: endpoint({
    method: 'POST',
    path: '/auth/web/',
    body: loginBodySchema,
    response: loginResponseSchema,
    access: 'public',
    checksCredentials: true,
    tags: ['auth'],
  }),
  /** The challenge of the first step and an authenticator or recovery code (401 challenge_expired, 400 invalid_code). */
  loginSecondStep: endpoint({
    method: 'POST',
    path: '/auth/web/2fa',
    body: loginSecondStepBodySchema,
    response: tokenResponseSchema,
    access: 'public',
    checksCredentials: true,
    tags: ['auth'],
  }),
  /** Revokes the caller's session. */
  logout: endpoint({ method: 'POST', path: '/auth/logout', response: okSchema, access: 'any', tags: ['auth'] }),
  /** Mails a restore link; always `ok`, so that nobody learns who has an account. */
  forgotten: endpoint({
    method: 'POST',
    path: '/auth/forgotten',
    body: forgottenBodySchema,
    response: okSchema,
    access: 'public',
    checksCredentials: true,
    tags: ['auth'],
  }),
  /** A new password with the token from the mailed link (400 restore_link_invalid); ends every session. */
  restorePassword: endpoint({
    method: 'POST',
    path: '/auth/restore-password',
    body: restoreBodySchema,
    response: okSchema,
    access: 'public',
    checksCredentials: true,
    tags: ['auth'],
  }),
  /** Needs the current password (400 wrong_password); ends every other session of the user. */
  changePassword: endpoint({
    method: 'POST',
    path: '/user/change-password',
    body: changePasswordBodySchema,
    response: okSchema,
    access: 'any',
    checksCredentials: true,
    tags: ['auth'],
  }),
};

/** §7 "Two-factor", for anyone signed in (operators too). */
export const twoFactorApi = {
  /** On or off, a setup in progress, recovery codes left. */
  state: endpoint({
    method: 'GET',
    path: '/auth/ext/setup',
    response: twoFactorStateSchema,
    access: 'any',
    tags: ['two-factor'],
  }),
  /** A fresh pending secret and its QR (409 two_factor_already_enabled). */
  begin: endpoint({
    method: 'POST',
    path: '/auth/ext/setup',
    response: twoFactorSetupSchema,
    access: 'any',
    tags: ['two-factor'],
  }),
  /** The first code from the app turns it on and yields the recovery codes (400 invalid_code, 409 not pending). */
  confirm: endpoint({
    method: 'POST',
    path: '/auth/ext/add',
    body: twoFactorCodeBodySchema,
    response: recoveryCodesSchema,
    access: 'any',
    tags: ['two-factor'],
  }),
  /** New recovery codes, the old ones stop working; needs a current code (409 two_factor_not_enabled). */
  regenerateRecoveryCodes: endpoint({
    method: 'PUT',
    path: '/auth/ext/setup',
    body: twoFactorCodeBodySchema,
    response: recoveryCodesSchema,
    access: 'any',
    tags: ['two-factor'],
  }),
  /** Turning it off takes the password and a code (400 wrong_password, invalid_code). */
  disable: endpoint({
    method: 'DELETE',
    path: '/auth/ext/setup',
    body: twoFactorDisableBodySchema,
    response: okSchema,
    access: 'any',
    tags: ['two-factor'],
  }),
};

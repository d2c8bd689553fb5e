import { z } from 'zod';
import { languageSchema } from './common.ts';

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
export const tokenResponseSchema = z.object({ token: z.string() });

export const forgottenBodySchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export const restoreBodySchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX),
  new_password: passwordSchema,
});

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
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

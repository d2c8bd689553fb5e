import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_ATTEMPTS } from '@cabinet/contracts/auth';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/auth/secrets.ts';
import type { Throttle } from '../../platform/auth/throttle.ts';
import { matchTotp } from '../../platform/auth/totp.ts';
import type { AuthRepository } from './auth.repository.ts';

const THROTTLE_WINDOW_MINUTES = 15;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const invalidCode = () => new AppError(400, 'invalid_code', { errors: { code: ['invalid_code'] } });

const normaliseRecovery = (code: string) => code.toLowerCase().replace('-', '');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}
export const hashRecoveryCode = (code: string) => hashToken(normaliseRecovery(code));

/**
 * Checks a second factor — an authenticator code (each accepted once) or an unused recovery code — with a small
 * budget of wrong attempts in a row per user.
 */
export class SecondFactor {
  constructor(
    private readonly repo: AuthRepository,
    private readonly throttle: Throttle,
    private readonly now: () => Date,
  ) {}

  async verify(
    user: { id: number; totp_secret: string | null; totp_last_step: number | null },
    code: string,
    secret = user.totp_secret,
  ): Promise<void> {
    const key = `user:${user.id}`;
    await this.throttle.check('totp', [key], TOTP_ATTEMPTS, THROTTLE_WINDOW_MINUTES);
    if (secret && (await this.accept(user.id, secret, code, user.totp_last_step))) {
      await this.throttle.clear('totp', key);
      return;
    }
    await this.throttle.fail('totp', [key]);
    throw invalidCode();
  }

  private async accept(userId: number, secret: string, code: string, lastStep: number | null): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = matchTotp(secret, code, this.now(), lastStep);
      return step !== null && (await this.repo.claimTotpStep(userId, step));
    }
    return this.repo.useRecoveryCode(userId, hashRecoveryCode(code), this.now());
  }
}

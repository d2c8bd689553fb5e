import QRCode from 'qrcode';
import type { TwoFactorSetup, TwoFactorState } from '@cabinet/contracts/auth';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { newTotpSecret, otpauthUrl } from '../../platform/auth/totp.ts';
import type { AccountUserService } from '../account/account-users.service.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashRecoveryCode, newRecoveryCodes, type SecondFactor } from './second-factor.ts';

const conflict = (code: string) => new AppError(409, code);

/** §7 "Two-factor": begin (secret + QR), confirm with a code (→ recovery codes), regenerate codes, disable. */
export class TwoFactorService {
  constructor(
    private readonly accounts: Pick<AccountUserService, 'userById' | 'updateUser'>,
    private readonly auth: AuthRepository,
    private readonly secondFactor: SecondFactor,
    private readonly notifications: NotificationService,
  ) {}

  private async user(userId: number) {
    const user = await this.accounts.userById(userId);
    if (!user) throw notFound();
    return user;
  }

  async state(userId: number): Promise<TwoFactorState> {
    const user = await this.user(userId);
    return {
      enabled: user.totp_secret !== null,
      pending: user.totp_pending_secret !== null,
      recovery_codes_left: user.totp_secret ? await this.auth.unusedRecoveryCodes(userId) : 0,
    };
  }

  /** A fresh secret each time setup starts; nothing changes for sign-in until it is confirmed. */
  async begin(userId: number): Promise<TwoFactorSetup> {
    const user = await this.user(userId);
    if (user.totp_secret) throw conflict('two_factor_already_enabled');
    const secret = newTotpSecret();
    await this.accounts.updateUser(userId, { totp_pending_secret: secret });
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauth_url: url, qr: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
  }

  async confirm(userId: number, code: string): Promise<string[]> {
    const user = await this.user(userId);
    if (user.totp_secret) throw conflict('two_factor_already_enabled');
    if (!user.totp_pending_secret) throw conflict('two_factor_not_pending');
    if (!/^\d{6}$/.test(code)) throw invalid({ code: ['invalid_code'] }, 'invalid_code');
    await this.secondFactor.verify(user, code, user.totp_pending_secret);
    await this.accounts.updateUser(userId, { totp_secret: user.totp_pending_secret, totp_pending_secret: null });
    const codes = await this.issueRecoveryCodes(userId);
    if (user.account_id)
      await this.notifications.notify(user.account_id, 'security.two_factor_enabled', {}, { userId });
    return codes;
  }

  async regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
    const user = await this.user(userId);
    if (!user.totp_secret) throw conflict('two_factor_not_enabled');
    await this.secondFactor.verify(user, code);
    return this.issueRecoveryCodes(userId);
  }

  async disable(userId: number, password: string, code: string): Promise<void> {
    const user = await this.user(userId);
    if (!user.totp_secret) throw conflict('two_factor_not_enabled');
    if (!(await verifyPassword(user.password_hash, password))) {
      throw invalid({ password: ['wrong_password'] }, 'wrong_password');
    }
    await this.secondFactor.verify(user, code);
    await this.accounts.updateUser(userId, { totp_secret: null, totp_pending_secret: null });
    await this.auth.replaceRecoveryCodes(userId, []);
    if (user.account_id)
      await this.notifications.notify(user.account_id, 'security.two_factor_disabled', {}, { userId });
  }

  private async issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.auth.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }
}

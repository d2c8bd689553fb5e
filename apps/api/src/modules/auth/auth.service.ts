import {
  LOGIN_ATTEMPTS,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  RESTORE_LINK_TTL_MINUTES,
} from '@cabinet/contracts/auth';
import type { LoginBody, LoginResponse } from '@cabinet/contracts/auth';
import type { Language } from '@cabinet/contracts/common';
import type { RegisterBody } from '@cabinet/contracts/user';
import { AppError, invalid, tooManyAttempts } from '../../platform/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/secrets.ts';
import type { SessionStore } from '../../platform/auth/sessions.ts';
import type { Throttle } from '../../platform/auth/throttle.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AccountUserService } from '../account/account-users.service.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SecondFactor } from './second-factor.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Restore letters per address per hour: enough for a typo, too few to bomb an inbox. */
const RESTORE_LETTERS_PER_HOUR = 5;

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials');

export class AuthService {
  constructor(
    private readonly deps: {
      accounts: AccountUserService;
      auth: AuthRepository;
      sessions: SessionStore;
      throttle: Throttle;
      secondFactor: SecondFactor;
      mailer: Mailer;
      now: () => Date;
      publicUrl: string;
      notifications: NotificationService;
    },
  ) {}

  async register(body: RegisterBody, meta: ClientMeta): Promise<string> {
    const { accounts, sessions, mailer } = this.deps;
    if (await accounts.userByEmail(body.email)) throw invalid({ email: ['email_taken'] }, 'email_taken');
    const isEntity = body.user_type === 'entity';
    const user = await accounts.createAccountWithOwner(
      {
        user_type: body.user_type,
        itn: isEntity ? null : (body.itn ?? null),
        company_name: body.user_type === 'individual' ? null : (body.company_name ?? null),
        psrn: isEntity ? (body.psrn ?? null) : null,
      },
      {
        email: body.email,
        phone: body.phone,
        first_name: body.first_name,
        last_name: body.last_name,
        language: body.language,
        password_hash: await hashPassword(body.password),
      },
    );
    await mailer.send({
      to: user.email,
      template: 'welcome',
      subject: translate(body.language, 'mail', 'welcome_subject'),
      text: translate(body.language, 'mail', 'welcome_text', {
        name: user.first_name,
        link: `${this.deps.publicUrl}/login`,
      }),
    });
    return sessions.create(user.id, meta);
  }

  /**
   * The same answer for an unknown e-mail and a wrong password, in the same time. An account that has used its
   * failure budget is refused whatever the password. An address past its (much larger) budget is not: others'
   * failures from a shared office address never refuse a right password, they only turn a wrong one's 401 into 429.
   */
  async login(body: LoginBody, meta: ClientMeta): Promise<LoginResponse> {
    const { accounts, auth, sessions, throttle, now } = this.deps;
    const accountKey = `email:${body.login}`;
    const addressKey = `ip:${meta.ip}`;
    await throttle.check('login', [accountKey], LOGIN_ATTEMPTS, LOGIN_WINDOW_MINUTES);
    const user = await accounts.userByEmail(body.login);
    const ok =
      user && !user.disabled_at
        ? await verifyPassword(user.password_hash, body.password)
        : await burnPasswordCheck(body.password).then(() => false);
    if (!user || !ok) {
      const addressWait = await throttle.exhausted(
        'login',
        addressKey,
        LOGIN_ATTEMPTS_PER_ADDRESS,
        LOGIN_WINDOW_MINUTES,
      );
      await throttle.fail('login', [accountKey, addressKey]);
      if (addressWait !== null) throw tooManyAttempts(addressWait);
      throw invalidCredentials();
    }
    await throttle.clear('login', accountKey);
    if (user.totp_secret) {
      const challenge = newToken();
      await auth.addChallenge(user.id, hashToken(challenge), new Date(now().getTime() + CHALLENGE_TTL_MS));
      return { two_factor_required: true, challenge };
    }
    return { token: await sessions.create(user.id, meta) };
  }

  async loginSecondStep(challenge: string, code: string, meta: ClientMeta): Promise<string> {
    const { accounts, auth, sessions, secondFactor, now } = this.deps;
    const open = await auth.openChallenge(hashToken(challenge), now());
    const user = open && (await accounts.userById(open.user_id));
    if (!open || !user || user.disabled_at) throw new AppError(401, 'challenge_expired');
    await secondFactor.verify(user, code);
    if (!(await auth.consumeChallenge(open.id, now()))) throw new AppError(401, 'challenge_expired');
    return sessions.create(user.id, meta);
  }

  /** Always succeeds from the caller's view, so that it cannot be used to learn who has an account. */
  async sendRestoreLink(email: string, requestLanguage: Language): Promise<void> {
    const { accounts, auth, throttle, mailer, now } = this.deps;
    const user = await accounts.userByEmail(email);
    if (!user || user.disabled_at) return;
    const key = `email:${email}`;
    try {
      await throttle.check('restore', [key], RESTORE_LETTERS_PER_HOUR, 60);
    } catch {
      return;
    }
    await throttle.fail('restore', [key]);
    const token = newToken();
    await auth.addPasswordReset(
      user.id,
      hashToken(token),
      new Date(now().getTime() + RESTORE_LINK_TTL_MINUTES * 60_000),
    );
    const lang = user.language ?? requestLanguage;
    await mailer.send({
      to: user.email,
      template: 'restore_password',
      subject: translate(lang, 'mail', 'restore_subject'),
      text: translate(lang, 'mail', 'restore_text', {
        name: user.first_name || user.email,
        minutes: RESTORE_LINK_TTL_MINUTES,
        link: `${this.deps.publicUrl}/restore-password?token=${token}`,
      }),
    });
  }

  /** Sets a new password from a restore link and ends every session of the user and every other link. */
  async restorePassword(token: string, password: string): Promise<void> {
    const { accounts, auth, sessions, throttle, now } = this.deps;
    const userId = await auth.consumePasswordReset(hashToken(token), now());
    if (!userId) throw invalid({ token: ['restore_link_invalid'] }, 'restore_link_invalid');
    // An invited sub-account member who restores a password has proven the mailbox, as the invitation would.
    await accounts.updateUser(userId, {
      password_hash: await hashPassword(password),
      password_changed_at: now(),
      invited_at: null,
    });
    await sessions.revokeAllOf(userId);
    const user = await accounts.userById(userId);
    if (user) await throttle.clear('login', `email:${user.email}`);
    if (user?.account_id) {
      await this.deps.notifications.notify(user.account_id, 'security.password_restored', {}, { userId });
    }
  }

  /** Needs the current password; keeps the caller's session and ends the others, and any restore link. */
  async changePassword(userId: number, sessionId: number, current: string, next: string): Promise<void> {
    const { accounts, auth, sessions, now } = this.deps;
    const user = await accounts.userById(userId);
    if (!user || !(await verifyPassword(user.password_hash, current))) {
      throw invalid({ current_password: ['wrong_password'] }, 'wrong_password');
    }
    await accounts.updateUser(userId, { password_hash: await hashPassword(next), password_changed_at: now() });
    await sessions.revokeAllOf(userId, sessionId);
    await auth.retirePasswordResets(userId, now());
    if (user.account_id) {
      await this.deps.notifications.notify(user.account_id, 'security.password_changed', {}, { userId });
    }
  }
}

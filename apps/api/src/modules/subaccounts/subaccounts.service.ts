import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Language } from '@cabinet/contracts/common';
import type { Permission } from '@cabinet/contracts/permissions';
import {
  INVITATION_TTL_DAYS,
  type CreateSubaccountBody,
  type Subaccount,
  type UpdateSubaccountBody,
} from '@cabinet/contracts/subaccounts';
import { AppError, forbidden, invalid, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/secrets.ts';
import type { SessionStore } from '../../platform/auth/sessions.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AccountUserService } from '../account/account-users.service.ts';
import type { MemberRow, SubaccountRepository } from './subaccounts.repository.ts';

/** The signed-in owner or member managing the account's subaccounts. */
export interface Manager {
  accountId: number;
  userId: number;
  role: 'owner' | 'member' | 'operator';
  permissions: ReadonlySet<Permission>;
  language: Language;
  name: string;
}

export function toSubaccount(row: MemberRow): Subaccount {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permissions: row.permissions as Permission[],
    status: row.disabled_at ? 'disabled' : row.invited_at ? 'invited' : 'active',
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const emailTaken = () => invalid({ email: ['email_taken'] }, 'email_taken');

/**
 * Employees of an account (§1, §6). The owner holds every permission; a member who may manage subaccounts
 * can only hand out, and only act on members within, the permissions they hold themselves.
 */
export class SubaccountService {
  constructor(
    private readonly deps: {
      repo: SubaccountRepository;
      accounts: Pick<AccountUserService, 'userByEmail' | 'userById'>;
      sessions: SessionStore;
      mailer: Mailer;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
      publicUrl: string;
    },
  ) {}

  async list(manager: Manager): Promise<Subaccount[]> {
    return (await this.deps.repo.members(manager.accountId)).map(toSubaccount);
  }

  async get(manager: Manager, id: number): Promise<Subaccount> {
    const row = await this.deps.repo.member(manager.accountId, id);
    if (!row) throw notFound();
    return toSubaccount(row);
  }

  async create(manager: Manager, body: CreateSubaccountBody): Promise<Subaccount> {
    const { repo, accounts } = this.deps;
    this.assertHolds(manager, body.permissions);
    if (await accounts.userByEmail(body.email)) throw emailTaken();
    const token = newToken();
    const language = body.language ?? manager.language;
    let id: number;
    try {
      id = await repo.createInvited(
        {
          account_id: manager.accountId,
          email: body.email,
          first_name: body.first_name,
          last_name: body.last_name,
          language,
          permissions: body.permissions,
          // A random secret nobody knows: sign-in fails after the same argon2 work as a wrong password.
          password_hash: await hashPassword(newToken()),
          invited_at: this.deps.now(),
        },
        { tokenHash: hashToken(token), expiresAt: this.inviteExpiry() },
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    const member = (await repo.member(manager.accountId, id))!;
    await this.sendInvitation(manager, member, token);
    return toSubaccount(member);
  }

  async update(manager: Manager, id: number, patch: UpdateSubaccountBody): Promise<Subaccount> {
    await this.target(manager, id);
    if (patch.permissions) this.assertHolds(manager, patch.permissions);
    if (Object.keys(patch).length) await this.deps.repo.updateMember(manager.accountId, id, patch);
    return this.get(manager, id);
  }

  /** Ends the member's sessions at once; they cannot sign in until enabled again. */
  async disable(manager: Manager, id: number): Promise<Subaccount> {
    const member = await this.target(manager, id);
    if (!member.disabled_at) await this.deps.repo.updateMember(manager.accountId, id, { disabled_at: this.deps.now() });
    await this.deps.sessions.revokeAllOf(id);
    return this.get(manager, id);
  }

  async enable(manager: Manager, id: number): Promise<Subaccount> {
    await this.target(manager, id);
    await this.deps.repo.updateMember(manager.accountId, id, { disabled_at: null });
    return this.get(manager, id);
  }

  /** Removes the member; their sessions and invitations go with the user row. */
  async remove(manager: Manager, id: number): Promise<void> {
    await this.target(manager, id);
    await this.deps.sessions.revokeAllOf(id);
    await this.deps.repo.deleteMember(manager.accountId, id);
  }

  /** A fresh link for a member who has not accepted yet; earlier links stop working. */
  async resend(manager: Manager, id: number): Promise<Subaccount> {
    const member = await this.target(manager, id);
    if (!member.invited_at || member.disabled_at) throw new AppError(409, 'subaccount_not_invited');
    const token = newToken();
    await this.deps.repo.replaceInvitation(id, hashToken(token), this.inviteExpiry(), this.deps.now());
    await this.sendInvitation(manager, member, token);
    return toSubaccount(member);
  }

  /** Sets the member's password from an invitation link and signs them in. */
  async accept(token: string, password: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const { repo, sessions, now } = this.deps;
    const tokenHash = hashToken(token);
    const linkInvalid = () => invalid({ token: ['invitation_invalid'] }, 'invitation_invalid');
    if (!(await repo.isInvitationOpen(tokenHash, now()))) throw linkInvalid();
    const userId = await repo.acceptInvitation(tokenHash, await hashPassword(password), now());
    if (!userId) throw linkInvalid();
    const member = await this.deps.accounts.userById(userId);
    if (member?.account_id) {
      await this.deps.notifications.notify(member.account_id, 'account.subaccount_joined', { email: member.email });
    }
    return sessions.create(userId, meta);
  }

  /** A member another manager may act on: never the owner (404 like a stranger), never oneself. */
  private async target(manager: Manager, id: number): Promise<MemberRow> {
    const member = await this.deps.repo.member(manager.accountId, id);
    if (!member) throw notFound();
    if (member.id === manager.userId) throw forbidden('cannot_manage_self');
    // A member may not remove, disable or reshape someone who holds rights they lack themselves.
    this.assertHolds(manager, member.permissions as Permission[]);
    return member;
  }

  private assertHolds(manager: Manager, wanted: readonly Permission[]): void {
    if (manager.role === 'owner') return;
    if (wanted.some((p) => !manager.permissions.has(p))) throw forbidden('permission_escalation');
  }

  private inviteExpiry(): Date {
    return new Date(this.deps.now().getTime() + INVITATION_TTL_DAYS * 86_400_000);
  }

  private async sendInvitation(manager: Manager, member: MemberRow, token: string): Promise<void> {
    const lang = member.language;
    await this.deps.mailer.send({
      to: member.email,
      template: 'subaccount_invitation',
      subject: translate(lang, 'mail', 'invitation_subject', { inviter: manager.name }),
      text: translate(lang, 'mail', 'invitation_text', {
        name: member.first_name,
        inviter: manager.name,
        days: INVITATION_TTL_DAYS,
        link: `${this.deps.publicUrl}/subaccounts/accept?token=${token}`,
      }),
    });
  }
}

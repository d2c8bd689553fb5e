import { and, desc, eq } from 'drizzle-orm';
import { authApi } from '@cabinet/contracts/auth';
import type { Permission } from '@cabinet/contracts/permissions';
import { type CreateSubaccountBody, subaccountsApi } from '@cabinet/contracts/subaccounts';
import type { TestApp } from '../../../test/app.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';

let counter = 0;
export const memberPassword = 'member-pass-123';

export function invitation(overrides: Partial<CreateSubaccountBody> = {}): CreateSubaccountBody {
  counter += 1;
  return {
    email: `member${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    first_name: 'Petro',
    last_name: 'Shevchenko',
    permissions: [],
    ...overrides,
  };
}

/** The latest invitation letter to an address, and the token in its link. */
export async function invitationLetter(t: TestApp, email: string) {
  const [letter] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, 'subaccount_invitation')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!letter) throw new Error(`no invitation letter to ${email}`);
  const token = /\/subaccounts\/accept\?token=([\w-]+)/.exec(letter.text)?.[1];
  if (!token) throw new Error('no link in the letter');
  return { letter, token };
}

export async function invite(t: TestApp, token: string, body: CreateSubaccountBody) {
  return t.call(subaccountsApi.create, { token, body });
}

export async function signIn(t: TestApp, email: string, password = memberPassword) {
  return t.call(authApi.login, { body: { login: email, password } });
}

/** Invites a member with these permissions, accepts the invitation, and returns their id and session token. */
export async function activeMember(t: TestApp, ownerToken: string, permissions: Permission[]) {
  const body = invitation({ permissions });
  const created = await invite(t, ownerToken, body);
  if (created.statusCode !== 201) throw new Error(`invite failed: ${created.statusCode} ${created.body}`);
  const { token: link } = await invitationLetter(t, body.email);
  const accepted = await t.call(subaccountsApi.accept, { body: { token: link, password: memberPassword } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return { id: created.json<{ id: number }>().id, email: body.email, token: accepted.json<{ token: string }>().token };
}

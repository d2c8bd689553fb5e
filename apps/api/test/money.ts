import { randomBytes } from 'node:crypto';
import { authApi } from '@cabinet/contracts/auth';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { accountApi } from '@cabinet/contracts/user';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { registerSeller, type TestApp } from './app.ts';

/** Creates an operator with these back-office roles (an administrator: all) and signs them in; returns the token. */
export async function signInOperator(t: TestApp, opsRoles: OpsRole[] = ['admin']): Promise<string> {
  const email = `operator-${randomBytes(4).toString('hex')}@example.com`;
  await t.app.services.accountRepo.createOperator({
    email,
    language: 'en',
    ops_roles: opsRoles,
    password_hash: await hashPassword('operator-pass-1'),
  });
  const res = await t.call(authApi.login, { body: { login: email, password: 'operator-pass-1' } });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** The seller's account id, as the API tells it. */
export async function accountIdOf(t: TestApp, token: string): Promise<number> {
  const res = await t.call(accountApi.me, { token });
  return res.json<{ account_id: number }>().account_id;
}

/** Puts money on a seller's balance the way an operator does (a journal against adjustments). */
export async function credit(t: TestApp, operatorToken: string, accountId: number, amount: string): Promise<void> {
  const res = await t.call(moneyOpsApi.adjust, {
    params: { id: accountId },
    token: operatorToken,
    body: { direction: 'credit', amount, reason: 'test funds' },
  });
  if (res.statusCode !== 201) throw new Error(`credit failed: ${res.statusCode} ${res.body}`);
}

/** A seller with a balance: registers, then an operator credits `amount`. */
export async function fundedSeller(t: TestApp, amount: string, operatorToken?: string) {
  const seller = await registerSeller(t);
  const op = operatorToken ?? (await signInOperator(t));
  const accountId = await accountIdOf(t, seller.token);
  await credit(t, op, accountId, amount);
  return { ...seller, accountId, operatorToken: op };
}

/** The seller's balance figures as decimal strings. */
export async function balanceOf(t: TestApp, token: string) {
  const res = await t.call(balanceApi.get, { token });
  if (res.statusCode !== 200) throw new Error(`balance failed: ${res.body}`);
  const b = res.json<Record<string, { amount: string }>>();
  return Object.fromEntries(
    Object.entries(b)
      .filter(([, v]) => v && typeof v === 'object' && 'amount' in v)
      .map(([k, v]) => [k, v.amount]),
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';
import { users } from '../account/account.schema.ts';
import { activeMember, invitation, invite, signIn } from './subaccounts.test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerSeller>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerSeller(t);
});
afterAll(() => t.close());

const personal = {
  passport_number: 'FA123456',
  issued_by: '8031',
  issue_date: '2019-04-12',
  birth_date: '1990-06-03',
  tax_number: '3012345678',
};
const get = (e: EndpointDefinition, token: string, params?: Record<string, unknown>) => t.call(e, { params, token });

describe('permissions granted to a member', () => {
  it('are enforced by the API: no account.write → 403 on a write, with it → allowed', async () => {
    const reader = await activeMember(t, owner.token, ['account.read']);
    const writer = await activeMember(t, owner.token, ['account.read', 'account.write']);
    const denied = await t.call(accountApi.savePersonalData, { token: reader.token, body: personal });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'permission_denied', message: expect.any(String) });
    expect((await get(accountApi.personalData, reader.token)).statusCode).toBe(200);
    const allowed = await t.call(accountApi.savePersonalData, { token: writer.token, body: personal });
    expect(allowed.statusCode).toBe(200);
  });

  it('without subaccounts.write a member cannot invite; without subaccounts.read cannot list', async () => {
    const reader = await activeMember(t, owner.token, ['subaccounts.read']);
    const before = await rowCount(t.database, users);
    const res = await invite(t, reader.token, invitation());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
    expect(await rowCount(t.database, users)).toBe(before);
    expect((await get(subaccountsApi.list, reader.token)).statusCode).toBe(200);

    const none = await activeMember(t, owner.token, []);
    expect((await get(subaccountsApi.list, none.token)).json().code).toBe('permission_denied');
  });

  it('cannot be exceeded: a member grants only what they hold, and manages only members within it', async () => {
    const manager = await activeMember(t, owner.token, ['subaccounts.read', 'subaccounts.write', 'money.read']);
    const beforeUsers = await rowCount(t.database, users);
    const beforeMail = await rowCount(t.database, mailOutbox);
    const escalate = await invite(t, manager.token, invitation({ permissions: ['money.read', 'money.write'] }));
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().code).toBe('permission_escalation');
    expect(await rowCount(t.database, users)).toBe(beforeUsers);
    expect(await rowCount(t.database, mailOutbox)).toBe(beforeMail);

    const ok = await invite(t, manager.token, invitation({ permissions: ['money.read'] }));
    expect(ok.statusCode).toBe(201);
    const grant = await t.call(subaccountsApi.update, {
      params: { id: ok.json().id },
      token: manager.token,
      body: { permissions: ['money.read', 'money.write'] },
    });
    expect(grant.json().code).toBe('permission_escalation');
    expect((await get(subaccountsApi.get, owner.token, { id: ok.json().id })).json().permissions).toEqual([
      'money.read',
    ]);

    // Someone holding more than the manager is out of the manager's reach, though visible.
    const stronger = await activeMember(t, owner.token, ['money.read', 'money.write']);
    expect((await get(subaccountsApi.get, manager.token, { id: stronger.id })).statusCode).toBe(200);
    for (const e of [subaccountsApi.disable, subaccountsApi.remove]) {
      const res = await t.call(e, { params: { id: stronger.id }, token: manager.token });
      expect(res.json().code, `${e.method} ${e.path}`).toBe('permission_escalation');
    }
    expect((await get(subaccountsApi.get, owner.token, { id: stronger.id })).json().status).toBe('active');
  });

  it('cannot be changed by the member themselves, nor can they disable or remove themselves', async () => {
    const self = await activeMember(t, owner.token, ['subaccounts.read', 'subaccounts.write']);
    for (const [e, body] of [
      [subaccountsApi.update, { permissions: [] }],
      [subaccountsApi.disable],
      [subaccountsApi.remove],
    ] as const) {
      const res = await t.call(e, { params: { id: self.id }, payload: body, token: self.token });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
      expect(res.json().code).toBe('cannot_manage_self');
    }
    expect((await get(accountApi.me, self.token)).json().permissions).toEqual([
      'subaccounts.read',
      'subaccounts.write',
    ]);
  });

  it('never reach the owner: their id answers 404 like a missing one', async () => {
    const ownerId = (await get(accountApi.me, owner.token)).json().id as number;
    const manager = await activeMember(t, owner.token, ['subaccounts.read', 'subaccounts.write']);
    expect((await get(subaccountsApi.get, owner.token, { id: ownerId })).statusCode).toBe(404);
    for (const [e, body] of [
      [subaccountsApi.update, { first_name: 'X' }],
      [subaccountsApi.disable],
      [subaccountsApi.remove],
    ] as const) {
      const res = await t.call(e, { params: { id: ownerId }, payload: body, token: manager.token });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(404);
    }
    expect((await get(accountApi.me, owner.token)).json()).toMatchObject({ role: 'owner', first_name: 'Olena' });
  });
});

describe('isolation between accounts', () => {
  it("answers 404 for another account's member on every route and changes nothing", async () => {
    const a = await activeMember(t, owner.token, ['account.read']);
    const other = await registerSeller(t);
    for (const [e, id, body] of [
      [subaccountsApi.get, a.id],
      [subaccountsApi.update, a.id, { first_name: 'Hacked', permissions: [] }],
      [subaccountsApi.disable, a.id],
      [subaccountsApi.enable, a.id],
      [subaccountsApi.resend, a.id],
      [subaccountsApi.remove, a.id],
      [subaccountsApi.get, 999999],
    ] as const) {
      const res = await t.call(e, { params: { id }, payload: body, token: other.token });
      expect(res.statusCode, `${e.method} ${e.path} ${id}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await get(subaccountsApi.list, other.token)).json().subaccounts).toEqual([]);
    expect((await get(subaccountsApi.get, owner.token, { id: a.id })).json()).toMatchObject({
      first_name: 'Petro',
      permissions: ['account.read'],
      status: 'active',
    });
    expect((await get(accountApi.me, a.token)).statusCode).toBe(200);
  });

  it('keeps operators out of the subaccount routes', async () => {
    await t.app.services.accountRepo.createOperator({
      email: 'ops-subaccounts@example.com',
      language: 'en',
      password_hash: await hashPassword('operator-pass'),
    });
    const op = (await signIn(t, 'ops-subaccounts@example.com', 'operator-pass')).json().token as string;
    const res = await get(subaccountsApi.list, op);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});

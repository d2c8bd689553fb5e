import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { operatorsApi } from '@cabinet/contracts/operators';
import { opsApi } from '@cabinet/contracts/ops';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { accountApi } from '@cabinet/contracts/user';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newOperator = (suffix: string, ops_roles: Array<'admin' | 'finance' | 'warehouse' | 'support'>) => ({
  email: `clerk-${suffix}@example.com`,
  first_name: 'Taras',
  last_name: 'Melnyk',
  password: 'warehouse-pass-1',
  ops_roles,
});

describe('the back office’s people', () => {
  it('lets an administrator add a warehouse clerk, who signs in and works only at the warehouse desks', async () => {
    const admin = await signInOperator(t, ['admin']);
    const created = await t.call(operatorsApi.create, {
      token: admin,
      lang: 'ua',
      body: newOperator('a', ['warehouse']),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'clerk-a@example.com', ops_roles: ['warehouse'] });

    const signIn = await t.call(authApi.login, {
      body: { login: 'clerk-a@example.com', password: 'warehouse-pass-1' },
    });
    const clerk = signIn.json<{ token: string }>().token;
    const me = await t.call(opsApi.me, { token: clerk });
    expect(me.json()).toMatchObject({ first_name: 'Taras', ops_roles: ['warehouse'] });
    expect((await t.call(opsShipmentsApi.list, { token: clerk })).statusCode).toBe(200);
    expect((await t.call(withdrawalsOpsApi.list, { token: clerk })).statusCode).toBe(403);
    // Nor does a clerk manage the people.
    expect((await t.call(operatorsApi.list, { token: clerk })).statusCode).toBe(403);

    const listed = (await t.call(operatorsApi.list, { token: admin })).json<{ operators: Array<{ email: string }> }>();
    expect(listed.operators.map((o) => o.email)).toContain('clerk-a@example.com');
  });

  it('grants and takes back roles, and the next request of a signed-in operator follows them', async () => {
    const admin = await signInOperator(t, ['admin']);
    const id = (await t.call(operatorsApi.create, { token: admin, body: newOperator('b', ['support']) })).json<{
      id: number;
    }>().id;
    const clerk = (
      await t.call(authApi.login, { body: { login: 'clerk-b@example.com', password: 'warehouse-pass-1' } })
    ).json<{ token: string }>().token;
    expect((await t.call(withdrawalsOpsApi.list, { token: clerk })).statusCode).toBe(403);
    const granted = await t.call(operatorsApi.setRoles, {
      token: admin,
      params: { id },
      body: { ops_roles: ['support', 'finance'] },
    });
    expect(granted.json()).toMatchObject({ ops_roles: ['support', 'finance'] });
    expect((await t.call(withdrawalsOpsApi.list, { token: clerk })).statusCode).toBe(200);
  });

  it('keeps one administrator: the last cannot take the role from themselves', async () => {
    const admins = (await t.call(operatorsApi.list, { token: await signInOperator(t, ['admin']) }))
      .json<{ operators: Array<{ id: number; ops_roles: string[] }> }>()
      .operators.filter((o) => o.ops_roles.includes('admin'));
    const last = await signInOperator(t, ['admin']);
    const lastId = (await t.call(opsApi.me, { token: last })).json<{ id: number }>().id;
    // Every other administrator steps down first.
    for (const other of admins) {
      const res = await t.call(operatorsApi.setRoles, {
        token: last,
        params: { id: other.id },
        body: { ops_roles: [] },
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.call(operatorsApi.setRoles, {
      token: last,
      lang: 'en',
      params: { id: lastId },
      body: { ops_roles: ['finance'] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'last_administrator',
      message: expect.stringContaining('administrator'),
    });
    expect((await t.call(opsApi.me, { token: last })).json()).toMatchObject({
      ops_roles: ['admin'],
    });
  });

  it('refuses a taken e-mail, an unknown role, a seller and an unknown operator', async () => {
    const admin = await signInOperator(t, ['admin']);
    const seller = await registerSeller(t);
    const taken = await t.call(operatorsApi.create, {
      token: admin,
      body: { ...newOperator('c', []), email: seller.email },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'email_taken', errors: { email: [expect.any(String)] } });
    const unknownRole = await t.call(operatorsApi.create, {
      token: admin,
      payload: { ...newOperator('d', []), ops_roles: ['superuser'] },
    });
    expect(unknownRole.statusCode).toBe(400);
    expect((await t.call(operatorsApi.list, { token: seller.token })).statusCode).toBe(403);
    const sellerUserId = (await t.call(accountApi.me, { token: seller.token })).json<{
      id: number;
    }>().id;
    for (const id of [sellerUserId, 999_999_999]) {
      const res = await t.call(operatorsApi.setRoles, { token: admin, params: { id }, body: { ops_roles: ['admin'] } });
      expect(res.statusCode).toBe(404);
    }
  });
});

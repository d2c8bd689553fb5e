import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { opsApi } from '@cabinet/contracts/ops';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { holdsOpsRole, opsRoles, type OpsRole } from '@cabinet/contracts/permissions';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';

/*
 * Issue 23: each back-office operation requires its role, on the server. The table is walked as the API registered
 * it (every /api route carries its endpoint-table entry), so an operator operation added later is held to the rule
 * without touching this file: it names a role, and an operator without that role is refused it before anything else
 * (the body is not read, the id not looked up).
 */

const nameOf = (e: Pick<EndpointDefinition, 'method' | 'path'>) => `${e.method} ${e.path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function operatorOperations(): EndpointDefinition[] {
  const entries = new Set<EndpointDefinition>();
  for (const route of t.app.routeCatalogue) {
    if (route.endpoint?.access === 'operator') entries.add(route.endpoint);
  }
  return [...entries];
}

const call = (e: EndpointDefinition, token: string) => {
  const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1]));
  return t.call(e, { params, token, ...(e.body ? { payload: {} } : {}) });
};

describe('every back-office operation', () => {
  it('names the role it needs', () => {
    const operations = operatorOperations();
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((e) => e.opsRole === undefined).map(nameOf)).toEqual([]);
    // Only the operator's own profile and the home page are open to every operator, whatever the roles (the home
    // page answers each the desks of their roles: modules/queues).
    expect(operations.filter((e) => e.opsRole === 'any').map(nameOf)).toEqual(['GET /ops/me', 'GET /ops/queues']);
  });

  it('keeps a warehouse clerk from paying out, crediting and changing tariffs', () => {
    const names = (role: OpsRole) =>
      operatorOperations()
        .filter((e) => holdsOpsRole([role], e.opsRole!))
        .map(nameOf);
    const warehouse = names('warehouse');
    for (const money of [
      'POST /ops/money/withdrawals/:id/pay',
      'POST /ops/money/accounts/:id/adjustments',
      'POST /ops/money/journals/:id/reverse',
      'PUT /ops/tariffs/:delivery_type/:zone',
      'PUT /ops/storage-tariffs',
    ]) {
      expect(warehouse).not.toContain(money);
      expect(names('finance')).toContain(money);
    }
    expect(warehouse).toContain('POST /ops/shipments/:id/receive');
    expect(names('finance')).not.toContain('POST /ops/shipments/:id/receive');
  });

  it.each(opsRoles.filter((role) => role !== 'admin'))(
    'is refused (403 ops_role_required) to an operator holding only %s where that role is not named',
    async (role) => {
      const token = await signInOperator(t, [role]);
      const refused = operatorOperations().filter((e) => !holdsOpsRole([role], e.opsRole!));
      expect(refused.length).toBeGreaterThan(10);
      const answers: Record<string, unknown> = {};
      for (const e of refused) {
        const res = await call(e, token);
        answers[nameOf(e)] = { status: res.statusCode, code: res.json<{ code?: unknown }>().code };
      }
      expect(answers).toEqual(
        Object.fromEntries(refused.map((e) => [nameOf(e), { status: 403, code: 'ops_role_required' }])),
      );
    },
  );

  it('is refused to an operator holding no role at all, who still reads their own profile', async () => {
    const token = await signInOperator(t, []);
    const me = await t.call(opsApi.me, { token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ ops_roles: [] });
    const res = await t.call(withdrawalsOpsApi.list, { token, lang: 'ua' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ops_role_required', message: 'Ваша роль у бек-офісі не охоплює цю дію' });
  });

  it('is not refused by the role guard to an administrator, nor to the role it names', async () => {
    const admin = await signInOperator(t, ['admin']);
    const finance = await signInOperator(t, ['finance']);
    const support = await signInOperator(t, ['support']);
    for (const token of [admin, finance]) {
      const res = await t.call(withdrawalsOpsApi.list, { token });
      expect(res.statusCode).toBe(200);
    }
    // Support reads a seller's balance (to answer them) but cannot move it.
    expect((await t.call(moneyOpsApi.accounts, { token: support })).statusCode).toBe(200);
    const credit = await t.call(moneyOpsApi.adjust, {
      token: support,
      params: { id: 1 },
      body: { direction: 'credit', amount: '10.00', reason: 'test' },
    });
    expect(credit.statusCode).toBe(403);
  });
});

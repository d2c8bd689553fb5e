import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi, type AuditList, type AuditQuery } from '@cabinet/contracts/audit';
import { lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { moneyOpsApi, type OpsBalanceLog } from '@cabinet/contracts/money-ops';
import { opsShipmentsApi, type OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import { operatorsApi } from '@cabinet/contracts/operators';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { accountIdOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { insertShipment, walkShipment } from '../shipments/lifecycle.test-kit.ts';

const LOCALES = new URL('../../../../web/src/features/audit/locales/', import.meta.url);

let t: TestApp;
let admin: string;
let finance: string;
let warehouse: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, warehouse] = await Promise.all([
    signInOperator(t),
    signInOperator(t, ['finance']),
    signInOperator(t, ['warehouse']),
  ]);
});
afterAll(() => t.close());

const trail = async (query: AuditQuery = {}) => {
  const res = await t.call(auditApi.list, { token: admin, query });
  expect(res.statusCode).toBe(200);
  return res.json<AuditList>();
};

describe('the route table', () => {
  it('names an audit action for every operator operation that changes something, each translated', () => {
    const changing = t.app.routeCatalogue.filter((r) => r.access === 'operator' && r.method !== 'GET');
    expect(changing.length).toBeGreaterThan(30);
    const unnamed = changing.filter((r) => !r.endpoint?.audit).map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
    const actions = changing.map((r) => r.endpoint!.audit!);
    expect(new Set(actions).size).toBe(actions.length);
    for (const language of ['en', 'ru', 'ua']) {
      const words = JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as {
        actions: Record<string, string>;
      };
      expect({ language, missing: actions.filter((a) => !words.actions[a]) }).toEqual({ language, missing: [] });
    }
  });
});

describe('the audit trail', () => {
  it('keeps who credited whom, by how much and why, with the people named', async () => {
    const seller = await fundedSeller(t, '12.50', finance);
    const { events } = await trail({ account_id: seller.accountId });
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      action: 'balance_adjusted',
      object: { id: seller.accountId },
      seller: { account_id: seller.accountId, email: seller.email, name: 'Olena Kovalenko' },
      before: null,
      after: { direction: 'credit', amount: '12.50' },
      reason: 'test funds',
    });
    expect(event!.operator!.email).toMatch(/^operator-/);
  });

  it('keeps a setting before and after, and the block’s reason', async () => {
    const seller = await fundedSeller(t, '5.00', finance);
    const res = await t.call(moneyOpsApi.saveSettings, {
      params: { id: seller.accountId },
      token: finance,
      body: { minimum_balance: '-10.00', withdrawal_blocked: true, withdrawal_block_reason: 'Documents expired' },
    });
    expect(res.statusCode).toBe(200);
    const [event] = (await trail({ account_id: seller.accountId, action: 'money_settings_saved' })).events;
    expect(event).toMatchObject({
      before: { minimum_balance: '0.00', withdrawal_blocked: false },
      after: { minimum_balance: '-10.00', withdrawal_blocked: true, withdrawal_block_reason: 'Documents expired' },
    });
  });

  it('keeps a parcel’s status before and after, for the seller it belongs to', async () => {
    const seller = await fundedSeller(t, '100.00', finance);
    const row = await insertShipment(t, { accountId: seller.accountId });
    await walkShipment(t, warehouse, row.id, 'in_ua_warehouse');
    const [event] = (await trail({ account_id: seller.accountId, action: 'shipment_received' })).events;
    expect(event).toMatchObject({
      object: { id: row.id },
      before: { status: 'customer_created', weight_kg: 1, length_cm: 30, width_cm: 20, height_cm: 10 },
      after: { status: 'in_ua_warehouse', weight_kg: 1, length_cm: 30, width_cm: 20, height_cm: 10 },
    });
  });

  it('records nothing for a refused action, and never a password', async () => {
    const seller = await fundedSeller(t, '1.00', finance);
    const refused = await t.call(moneyOpsApi.adjust, {
      params: { id: seller.accountId },
      token: finance,
      body: { direction: 'debit', amount: '0', reason: 'zero' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await trail({ account_id: seller.accountId })).total).toBe(1);

    const email = `clerk-${seller.accountId}@example.com`;
    const added = await t.call(operatorsApi.create, {
      token: admin,
      body: { email, first_name: 'Ira', last_name: 'Clerk', password: 'a-long-password-1', ops_roles: ['warehouse'] },
    });
    expect(added.statusCode).toBe(201);
    const [event] = (await trail({ action: 'operator_added' })).events;
    expect(event!.after).toMatchObject({ email, ops_roles: 'warehouse' });
    expect(JSON.stringify(event)).not.toContain('a-long-password-1');
  });

  it('keeps what the operator typed (an amount as money, not in cents)', async () => {
    const res = await t.call(lostPaymentsOpsApi.register, {
      token: finance,
      body: { amount: '75.00', payer: 'I. Bondar', date: '2026-11-02', details: 'SWIFT ref 77' },
    });
    expect(res.statusCode).toBe(201);
    const [event] = (await trail({ action: 'unidentified_payment_registered' })).events;
    expect(event!.after).toEqual({ amount: '75.00', payer: 'I. Bondar', date: '2026-11-02', details: 'SWIFT ref 77' });
  });

  it('is filtered by operator, action and Kyiv days, and offers its actions and operators', async () => {
    const seller = await fundedSeller(t, '3.00', finance);
    const accountId = await accountIdOf(t, seller.token);
    const today = t.clock.now().toISOString().slice(0, 10);
    const list = await trail({ action: 'balance_adjusted', from: today, to: today });
    const mine = list.events.find((e) => e.seller?.account_id === accountId)!;
    expect(list.actions).toEqual(expect.arrayContaining(['balance_adjusted', 'shipment_received']));
    expect(list.operators.map((o) => o.id)).toContain(mine.operator!.id);
    expect((await trail({ action: 'balance_adjusted', to: '2000-01-01' })).total).toBe(0);
    const byFinance = await trail({ operator_id: mine.operator!.id, on_page: 100 });
    expect(byFinance.total).toBeGreaterThan(1);
    expect(new Set(byFinance.events.map((e) => e.operator?.id))).toEqual(new Set([mine.operator!.id]));
  });

  it('names the operator on the balance log and the parcel’s timeline, never the seller', async () => {
    const seller = await fundedSeller(t, '100.00', finance);
    const row = await insertShipment(t, { accountId: seller.accountId });
    await walkShipment(t, warehouse, row.id, 'in_ua_warehouse');
    const log = (
      await t.call(moneyOpsApi.balanceLog, { params: { id: seller.accountId }, token: finance })
    ).json<OpsBalanceLog>();
    const [financeOperator] = (await trail({ account_id: seller.accountId, action: 'balance_adjusted' })).events;
    // The credit names its operator; the parcel's hold, made when the seller created it, names nobody.
    expect(log.entries.map((e) => [e.kind, e.operator])).toEqual([
      ['shipment_charge', null],
      ['operator_credit', financeOperator!.operator],
    ]);
    const detail = (
      await t.call(opsShipmentsApi.detail, { params: { id: row.id }, token: warehouse })
    ).json<OpsShipmentDetail>();
    expect(detail.events.map((e) => [e.status, e.operator?.email ?? null])).toEqual([
      ['customer_created', null],
      ['in_ua_warehouse', expect.stringMatching(/^operator-/)],
    ]);
  });

  it('is read by administrators only', async () => {
    for (const token of [finance, warehouse]) {
      expect((await t.call(auditApi.list, { token })).statusCode).toBe(403);
    }
    expect((await t.call(auditApi.list, { token: admin, query: { action: 'DROP TABLE' } })).statusCode).toBe(400);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi, type MoneySettingsBody } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { fundedSeller, signInOperator } from '../../../../test/money.ts';
import { mailOutbox } from '../../../providers/mail/mail.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const save = (accountId: number, payload: Partial<MoneySettingsBody>, lang = 'en') =>
  t.call(moneyOpsApi.saveSettings, {
    params: { id: accountId },
    token: op,
    lang,
    payload: { minimum_balance: '0', ...payload },
  });
const kindsOf = async (token: string) =>
  (await t.call(notificationsApi.list, { token })).json<{ notifications: { kind: string; payload: object }[] }>()
    .notifications;

describe('the withdrawal block (§6)', () => {
  it('is refused without a reason (400 reason_required, translated), and nothing changes', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    for (const reason of [undefined, '', '  ', 'no']) {
      const res = await save(seller.accountId, { withdrawal_blocked: true, withdrawal_block_reason: reason }, 'ru');
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().errors, String(reason)).toEqual({
        withdrawal_block_reason: ['Введите причину, не меньше 3\u00a0символов: её прочитает продавец'],
      });
    }
    expect((await t.call(balanceApi.get, { token: seller.token })).json().withdrawal_blocked).toBe(false);
    expect((await kindsOf(seller.token)).map((n) => n.kind)).not.toContain('money.withdrawal_blocked');
  });

  it('tells the seller why, on the withdrawals page, the balance and in a letter; lifting it is told too', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    const blocked = await save(seller.accountId, {
      withdrawal_blocked: true,
      withdrawal_block_reason: 'Documents are being checked',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      withdrawal_blocked: true,
      withdrawal_block_reason: 'Documents are being checked',
    });
    const methods = (await t.call(withdrawalsApi.methods, { token: seller.token })).json();
    expect(methods).toMatchObject({ withdrawal_blocked: true, withdrawal_block_reason: 'Documents are being checked' });
    expect((await t.call(balanceApi.get, { token: seller.token })).json()).toMatchObject({
      withdrawal_blocked: true,
      withdrawal_block_reason: 'Documents are being checked',
    });
    const [told] = await kindsOf(seller.token);
    expect(told).toMatchObject({
      kind: 'money.withdrawal_blocked',
      payload: { reason: 'Documents are being checked' },
    });
    const letters = () =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, seller.email))
        .orderBy(asc(mailOutbox.id));
    expect((await letters()).at(-1)).toMatchObject({ subject: 'Your withdrawals are blocked' });
    expect((await letters()).at(-1)!.text).toContain('The reason: Documents are being checked');

    // Saving the minimum alone, the block as it was, tells nothing new.
    await save(seller.accountId, {
      minimum_balance: '-5.00',
      withdrawal_blocked: true,
      withdrawal_block_reason: 'Documents are being checked',
    });
    expect((await kindsOf(seller.token)).filter((n) => n.kind === 'money.withdrawal_blocked')).toHaveLength(1);

    const lifted = await save(seller.accountId, { withdrawal_blocked: false, withdrawal_block_reason: 'ignored' });
    expect(lifted.json()).toMatchObject({ withdrawal_blocked: false, withdrawal_block_reason: '' });
    expect((await kindsOf(seller.token))[0]!.kind).toBe('money.withdrawal_unblocked');
    expect((await t.call(withdrawalsApi.methods, { token: seller.token })).json().withdrawal_block_reason).toBe('');
  });
});

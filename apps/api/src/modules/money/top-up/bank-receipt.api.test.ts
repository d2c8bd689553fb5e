import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { topUpsApi, topUpsOpsApi, type ConfirmTransferBody } from '@cabinet/contracts/top-up';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, signInOperator } from '../../../../test/money.ts';
import { kyivIsoDate } from '../../../platform/kyiv-date.ts';
import { mailOutbox } from '../../../providers/mail/mail.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { startTopUp } from './top-up.test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

async function bankTopUp(amount: string) {
  const seller = await registerSeller(t);
  const res = await startTopUp(t, seller.token, { method: 'bank_transfer', amount });
  return { ...seller, topUp: res.json<{ top_up: { id: number; reference: string } }>().top_up };
}

const today = () => kyivIsoDate(t.clock.now());
const confirm = (id: number, body: Partial<ConfirmTransferBody>, lang = 'en') =>
  t.call(topUpsOpsApi.confirm, { params: { id }, token: op, lang, payload: body });
const told = async (token: string) =>
  (await t.call(notificationsApi.list, { token })).json<{ notifications: { kind: string; payload: object }[] }>()
    .notifications;
const lastLetter = async (email: string) =>
  (
    await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(asc(mailOutbox.id))
  ).at(-1)!;

describe('confirming a bank transfer from the statement', () => {
  it('credits what arrived with its bank reference and value date, and tells the seller both', async () => {
    const s = await bankTopUp('150.00');
    const res = await confirm(s.topUp.id, {
      received_amount: '150.00',
      bank_reference: 'FT26112000017',
      value_date: today(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      received: { amount: '150.00' },
      bank_reference: 'FT26112000017',
      value_date: today(),
    });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '150.00' });
    const mine = await t.call(topUpsApi.get, { params: { id: s.topUp.id }, token: s.token });
    expect(mine.json()).toMatchObject({ received: { amount: '150.00' }, bank_reference: 'FT26112000017' });
    const [note] = await told(s.token);
    expect(note).toMatchObject({
      kind: 'money.bank_transfer_received',
      payload: {
        status: 'full',
        amount: '150.00',
        invoiced: '150.00',
        reference: s.topUp.reference,
        bank_reference: 'FT26112000017',
        value_date: today().split('-').reverse().join('.'),
      },
    });
    expect((await lastLetter(s.email)).subject).toBe('Your bank transfer was credited');
  });

  it('a partial receipt credits what arrived and closes the top-up; confirming again changes nothing', async () => {
    const s = await bankTopUp('150.00');
    const res = await confirm(s.topUp.id, { received_amount: '120.55', bank_reference: 'REF-77', value_date: today() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', total: { amount: '150.00' }, received: { amount: '120.55' } });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '120.55' });
    const [note] = await told(s.token);
    expect(note!.payload).toMatchObject({ status: 'partial', amount: '120.55', invoiced: '150.00' });
    const letter = await lastLetter(s.email);
    expect(letter.subject).toBe('Your bank transfer was credited in part');
    expect(letter.text).toContain('120.55 of 150.00 USD (bank reference REF-77');

    const journalsBefore = await rowCount(t.database, journals);
    const again = await confirm(s.topUp.id, {
      received_amount: '29.45',
      bank_reference: 'REF-78',
      value_date: today(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ received: { amount: '120.55' }, bank_reference: 'REF-77' });
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '120.55' });
  });

  it('refuses more than the invoice, a value date in the future and a missing field, changing nothing', async () => {
    const s = await bankTopUp('50.00');
    const before = await rowCount(t.database, journals);
    const above = await confirm(
      s.topUp.id,
      { received_amount: '50.01', bank_reference: 'X1', value_date: today() },
      'ua',
    );
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual({
      received_amount: [
        'Більше, ніж у рахунку: зарахуйте суму рахунку, а надлишок зареєструйте як неідентифікований платіж',
      ],
    });
    const tomorrow = new Date(t.clock.now().getTime() + 36 * 3600 * 1000);
    const future = await confirm(s.topUp.id, {
      received_amount: '50.00',
      bank_reference: 'X1',
      value_date: kyivIsoDate(tomorrow),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ value_date: ['The date cannot be in the future'] });
    const missing = await confirm(s.topUp.id, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['bank_reference', 'received_amount', 'value_date']);
    expect(await rowCount(t.database, journals)).toBe(before);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '0.00' });
    const mine = await t.call(topUpsApi.get, { params: { id: s.topUp.id }, token: s.token });
    expect(mine.json()).toMatchObject({ status: 'pending', received: null, bank_reference: null });
  });
});

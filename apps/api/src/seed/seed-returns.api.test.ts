import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../test/app.ts';
import { accountIdOf } from '../../test/money.ts';
import { seedDemoReturns } from './seed-returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo returns', () => {
  it('give the demo seller one return to decide on and every seller one unidentified return', async () => {
    const seller = await registerSeller(t);
    await seedDemoReturns(t.app.services, await accountIdOf(t, seller.token), t.clock.now());
    const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, token: seller.token });
    expect((await get('/shipping/returns')).json().returns).toEqual([
      expect.objectContaining({ status: 'awaiting_decision', total_items: 3, overdue: false }),
    ]);
    const other = await registerSeller(t);
    const unidentified = await t.request({
      method: 'GET',
      url: '/api/shipping/returns/unidentified',
      token: other.token,
    });
    expect(unidentified.json().returns).toEqual([expect.objectContaining({ carrier: 'UPS', tracking_tail: '6784' })]);
  });
});

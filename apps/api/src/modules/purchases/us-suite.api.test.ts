import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usSuiteApi, type UsAddress } from '@cabinet/contracts/us-suite';
import { accountApi, type User } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the US suite', () => {
  it("answers the seller's own suite on the warehouse address, under their name in Latin letters", async () => {
    const seller = await registerSeller(t, { first_name: 'Олена', last_name: 'Коваль' });
    const me = (await t.call(accountApi.me, { token: seller.token })).json<User>();
    const res = await t.call(usSuiteApi.mine, { token: seller.token });
    expect(res.statusCode, res.body).toBe(200);
    const suite = String(me.account_id).padStart(6, '0');
    expect(res.json<UsAddress>()).toEqual({
      suite: `${suite.slice(0, 3)}-${suite.slice(3)}`,
      name: 'Olena Koval',
      address_line1: '4100 Grays Ave',
      address_line2: `Suite ${suite.slice(0, 3)}-${suite.slice(3)}`,
      city_line: 'Philadelphia, PA 19142, USA',
    });
  });

  it('is only for a signed-in seller', async () => {
    expect((await t.call(usSuiteApi.mine, {})).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { activeMember } from '../subaccounts/subaccounts.test-helpers.ts';

/* Issue 12: a member sees only what their permissions allow, and can always edit their own person. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerSeller>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerSeller(t);
  const res = await t.call(accountApi.updateProfile, {
    token: owner.token,
    body: { user_type: 'self_employed', itn: '3012345678', company_name: 'FOP Kovalenko' },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const me = (token: string) => t.call(accountApi.me, { token });
const patch = (token: string, payload: object) => t.call(accountApi.updateProfile, { token, body: payload });

describe('a member and the account’s data', () => {
  it('without account.read does not see the tax number or the business name, but sees whether the profile is valid', async () => {
    const member = await activeMember(t, owner.token, ['shipments.read']);
    const user = (await me(member.token)).json();
    expect(user).toMatchObject({ role: 'member', itn: null, company_name: null, psrn: null, profile_valid: true });
    expect(JSON.stringify(user)).not.toContain('3012345678');
    expect(JSON.stringify(user)).not.toContain('FOP Kovalenko');
    expect((await t.call(accountApi.personalData, { token: member.token })).statusCode).toBe(403);
  });

  it('with account.read sees them, as the owner does', async () => {
    const reader = await activeMember(t, owner.token, ['account.read']);
    expect((await me(reader.token)).json()).toMatchObject({ itn: '3012345678', company_name: 'FOP Kovalenko' });
    expect((await me(owner.token)).json()).toMatchObject({ itn: '3012345678', company_name: 'FOP Kovalenko' });
  });

  it('with no permission at all can change their own name, phone and language', async () => {
    const member = await activeMember(t, owner.token, []);
    const res = await patch(member.token, {
      first_name: 'Oksana',
      last_name: 'Marchenko',
      phone: '+380501234567',
      language: 'ua',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Oksana', last_name: 'Marchenko', language: 'ua', itn: null });
    expect((await me(member.token)).json()).toMatchObject({ first_name: 'Oksana', phone: '+380501234567' });
    // The owner's person is untouched.
    expect((await me(owner.token)).json().first_name).not.toBe('Oksana');
  });

  it('cannot change the account’s tax fields, even with account.write; nothing is saved', async () => {
    const writer = await activeMember(t, owner.token, ['account.read', 'account.write']);
    const res = await patch(writer.token, { first_name: 'Ivan', itn: '1234567890' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['itn']);
    expect((await me(writer.token)).json()).toMatchObject({ first_name: 'Petro', itn: '3012345678' });
  });
});

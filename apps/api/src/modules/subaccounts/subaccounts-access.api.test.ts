import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

describe('permissions granted to a member', () => {
  it('are enforced by the API: no account.write → 403 on a write, with it → allowed', async () => {
    const reader = await activeMember(t, owner.token, ['account.read']);
    const writer = await activeMember(t, owner.token, ['account.read', 'account.write']);
    const denied = await t.request({
      method: 'PUT',
      url: '/api/user/personal-data',
      token: reader.token,
      payload: personal,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'permission_denied', message: expect.any(String) });
    expect((await get('/api/user/personal-data', reader.token)).statusCode).toBe(200);
    const allowed = await t.request({
      method: 'PUT',
      url: '/api/user/personal-data',
      token: writer.token,
      payload: personal,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('without subaccounts.write a member cannot invite; without subaccounts.read cannot list', async () => {
    const reader = await activeMember(t, owner.token, ['subaccounts.read']);
    const before = await rowCount(t.database, users);
    const res = await invite(t, reader.token, invitation());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
    expect(await rowCount(t.database, users)).toBe(before);
    expect((await get('/api/subaccounts', reader.token)).statusCode).toBe(200);

    const none = await activeMember(t, owner.token, []);
    expect((await get('/api/subaccounts', none.token)).json().code).toBe('permission_denied');
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
    const grant = await t.request({
      method: 'PATCH',
      url: `/api/subaccounts/${ok.json().id}`,
      token: manager.token,
      payload: { permissions: ['money.read', 'money.write'] },
    });
    expect(grant.json().code).toBe('permission_escalation');
    expect((await get(`/api/subaccounts/${ok.json().id}`, owner.token)).json().permissions).toEqual(['money.read']);

    // Someone holding more than the manager is out of the manager's reach, though visible.
    const stronger = await activeMember(t, owner.token, ['money.read', 'money.write']);
    expect((await get(`/api/subaccounts/${stronger.id}`, manager.token)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `/api/subaccounts/${stronger.id}/disable`],
      ['DELETE', `/api/subaccounts/${stronger.id}`],
    ] as const) {
      const res = await t.request({ method, url, token: manager.token });
      expect(res.json().code, `${method} ${url}`).toBe('permission_escalation');
    }
    expect((await get(`/api/subaccounts/${stronger.id}`, owner.token)).json().status).toBe('active');
  });

  it('cannot be changed by the member themselves, nor can they disable or remove themselves', async () => {
    const self = await activeMember(t, owner.token, ['subaccounts.read', 'subaccounts.write']);
    for (const req of [
      { method: 'PATCH', url: `/api/subaccounts/${self.id}`, payload: { permissions: [] } },
      { method: 'POST', url: `/api/subaccounts/${self.id}/disable` },
      { method: 'DELETE', url: `/api/subaccounts/${self.id}` },
    ] as const) {
      const res = await t.request({ ...req, token: self.token });
      expect(res.statusCode, req.url).toBe(403);
      expect(res.json().code).toBe('cannot_manage_self');
    }
    expect((await get('/api/user/', self.token)).json().permissions).toEqual(['subaccounts.read', 'subaccounts.write']);
  });

  it('never reach the owner: their id answers 404 like a missing one', async () => {
    const ownerId = (await get('/api/user/', owner.token)).json().id as number;
    const manager = await activeMember(t, owner.token, ['subaccounts.read', 'subaccounts.write']);
    expect((await get(`/api/subaccounts/${ownerId}`, owner.token)).statusCode).toBe(404);
    for (const req of [
      { method: 'PATCH', url: `/api/subaccounts/${ownerId}`, payload: { first_name: 'X' } },
      { method: 'POST', url: `/api/subaccounts/${ownerId}/disable` },
      { method: 'DELETE', url: `/api/subaccounts/${ownerId}` },
    ] as const) {
      expect((await t.request({ ...req, token: manager.token })).statusCode, req.url).toBe(404);
    }
    expect((await get('/api/user/', owner.token)).json()).toMatchObject({ role: 'owner', first_name: 'Olena' });
  });
});

describe('isolation between accounts', () => {
  it("answers 404 for another account's member on every route and changes nothing", async () => {
    const a = await activeMember(t, owner.token, ['account.read']);
    const other = await registerSeller(t);
    for (const req of [
      { method: 'GET', url: `/api/subaccounts/${a.id}` },
      { method: 'PATCH', url: `/api/subaccounts/${a.id}`, payload: { first_name: 'Hacked', permissions: [] } },
      { method: 'POST', url: `/api/subaccounts/${a.id}/disable` },
      { method: 'POST', url: `/api/subaccounts/${a.id}/enable` },
      { method: 'POST', url: `/api/subaccounts/${a.id}/resend` },
      { method: 'DELETE', url: `/api/subaccounts/${a.id}` },
      { method: 'GET', url: '/api/subaccounts/999999' },
    ] as const) {
      const res = await t.request({ ...req, token: other.token });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await get('/api/subaccounts', other.token)).json().subaccounts).toEqual([]);
    expect((await get(`/api/subaccounts/${a.id}`, owner.token)).json()).toMatchObject({
      first_name: 'Petro',
      permissions: ['account.read'],
      status: 'active',
    });
    expect((await get('/api/user/', a.token)).statusCode).toBe(200);
  });

  it('keeps operators out of the subaccount routes', async () => {
    await t.app.services.accountRepo.createOperator({
      email: 'ops-subaccounts@example.com',
      language: 'en',
      password_hash: await hashPassword('operator-pass'),
    });
    const op = (await signIn(t, 'ops-subaccounts@example.com', 'operator-pass')).json().token as string;
    const res = await get('/api/subaccounts', op);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});

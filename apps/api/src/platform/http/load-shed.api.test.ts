import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressesApi } from '@cabinet/contracts/addresses';
import { balanceApi } from '@cabinet/contracts/money';
import { healthApi } from '@cabinet/contracts/ops';
import { accountApi } from '@cabinet/contracts/user';
import { addressBook } from '../../modules/addresses/addresses.schema.ts';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { PNG, postUpload, uploadForm } from '../../modules/uploads/uploads.test-kit.ts';
import { UNBOUNDED } from './load-shed.ts';

let t: TestApp;
let token: string;
/** Requests parked on /api/test/hold: each holds an admission slot until let go. */
const held: Array<() => void> = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) =>
        void app.get('/api/test/hold', { config: { access: 'public' } }, async () => {
          await new Promise<void>((resolve) => held.push(resolve));
          return { ok: true };
        }),
    },
  );
  token = (await registerSeller(t)).token;
});
afterAll(() => t.close());
afterEach(() => {
  for (const letGo of held.splice(0)) letGo();
  t.app.admission.configure(UNBOUNDED);
});

/**
 * Fills every slot with held requests: the database's queue is as full as the bound allows. Returns what lets them go
 * and resolves with their statuses.
 */
async function saturate(slots: number): Promise<() => Promise<number[]>> {
  const answers = Promise.all(Array.from({ length: slots }, () => t.request({ method: 'GET', url: '/api/test/hold' })));
  await expect.poll(() => held.length).toBe(slots);
  expect(t.app.admission.inFlight).toBe(slots);
  return async () => {
    for (const letGo of held.splice(0)) letGo();
    return (await answers).map((r) => r.statusCode);
  };
}

const usAddress = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
  phone: '+1 (212) 555-0100',
  email: 'john@example.com',
};

describe('load shedding', () => {
  it('answers 503 busy with Retry-After, in the caller’s language, when the queue is full; health still answers', async () => {
    t.app.admission.configure({ maxInFlight: 2, maxQueue: 0 });
    const letGo = await saturate(2);

    const shed = await t.call(balanceApi.get, { token, lang: 'ua' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.headers['x-shed']).toBe('1');
    expect(shed.json()).toEqual({
      code: 'busy',
      message: 'Сервер зараз перевантажений. Спробуйте ще раз трохи пізніше',
    });
    const english = await t.call(balanceApi.get, { token, lang: 'en' });
    expect(english.json().message).toBe('The server is busy right now. Please try again in a moment');

    const health = await t.call(healthApi.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    expect(await letGo()).toEqual([200, 200]);
    expect(t.app.admission.inFlight).toBe(0);
    expect((await t.call(balanceApi.get, { token })).statusCode).toBe(200);
  });

  it('sheds a POST before any work: nothing is written, and the same request succeeds once there is room', async () => {
    t.app.admission.configure({ maxInFlight: 1, maxQueue: 0 });
    const before = await rowCount(t.database, addressBook);
    const letGo = await saturate(1);

    const shed = await t.call(addressesApi.create, { token, payload: usAddress });
    expect(shed.statusCode).toBe(503);
    expect(shed.json().code).toBe('busy');
    expect(await rowCount(t.database, addressBook)).toBe(before);

    expect(await letGo()).toEqual([200]);
    await expect.poll(() => t.app.admission.inFlight).toBe(0);
    const retried = await t.call(addressesApi.create, { token, payload: usAddress });
    expect(retried.statusCode).toBe(201);
    expect(await rowCount(t.database, addressBook)).toBe(before + 1);
  });

  it('lets a request wait its turn, first come first served, and sheds one that waited too long', async () => {
    t.app.admission.configure({ maxInFlight: 1, maxQueue: 2, maxWaitMs: 60_000 });
    const letGo = await saturate(1);
    const order: string[] = [];
    const first = t.call(balanceApi.get, { token }).finally(() => order.push('first'));
    const second = t.call(accountApi.me, { token }).finally(() => order.push('second'));
    await expect.poll(() => t.app.admission.queued).toBe(2);
    const third = await t.call(balanceApi.get, { token });
    expect(third.statusCode).toBe(503);

    expect(await letGo()).toEqual([200]);
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(order).toEqual(['first', 'second']);
    await expect.poll(() => t.app.admission.inFlight).toBe(0);

    t.app.admission.configure({ maxQueue: 1, maxWaitMs: 50 });
    const letGoAgain = await saturate(1);
    const started = Date.now();
    const waited = await t.call(balanceApi.get, { token });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(t.app.admission.queued).toBe(0);
    expect(await letGoAgain()).toEqual([200]);
  });

  it('never makes the API docs, an unknown path or a file upload (its body comes at the client’s pace) wait', async () => {
    t.app.admission.configure({ maxInFlight: 1, maxQueue: 0 });
    const letGo = await saturate(1);
    expect((await t.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await postUpload(t, token, uploadForm('chat.png', PNG, 'image/png'))).statusCode).toBe(201);
    // eslint-disable-next-line no-restricted-syntax -- a route no one declared: its 404 is the point
    expect((await t.request({ method: 'GET', url: '/api/no/such/thing' })).statusCode).toBe(404);
    expect(await letGo()).toEqual([200]);
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isS10 } from '../kit/s10.ts';
import { CARRIERS_SANDBOX_PATH, carriersSandboxRoutes } from './carriers.routes.ts';

// The sandbox carrier on its own (no cabinet, no database): its labels, its key, its refusals.
const KEY = 'ck_test_for_this_suite_only';
const app = Fastify();
beforeAll(async () => {
  await app.register(carriersSandboxRoutes, { apiKey: KEY });
  await app.ready();
});
afterAll(() => app.close());

const label = (payload: unknown, key = KEY) =>
  app.inject({
    method: 'POST',
    url: `${CARRIERS_SANDBOX_PATH}/v1/labels`,
    headers: { authorization: `Bearer ${key}` },
    payload: payload as object,
  });

describe('the sandbox carrier', () => {
  it('issues a valid S10 number from Ukraine for every service, EMS as EE', async () => {
    for (const [service, indicator] of [
      ['ems', 'EE'],
      ['registered_letter', 'RR'],
      ['tracked_packet', 'LA'],
      ['parcel', 'CA'],
    ]) {
      const res = await label({ shipment_reference: '1042', service, to_country: 'US' });
      expect(res.statusCode).toBe(200);
      const { tracking_number, carrier } = res.json();
      expect(isS10(tracking_number), tracking_number).toBe(true);
      expect(tracking_number).toMatch(new RegExp(`^${indicator}00001042\\dUA$`));
      expect(carrier).toBe('sandbox');
    }
  });

  it('answers the same number for the same reference, and another for another', async () => {
    const body = { shipment_reference: 'order-7/parcel-2', service: 'parcel', to_country: 'DE' };
    const first = (await label(body)).json().tracking_number;
    expect((await label(body)).json().tracking_number).toBe(first);
    expect(isS10(first)).toBe(true);
    expect((await label({ ...body, shipment_reference: 'order-7/parcel-3' })).json().tracking_number).not.toBe(first);
  });

  it('refuses another key and a malformed label in its error shape', async () => {
    const body = { shipment_reference: '1', service: 'parcel', to_country: 'US' };
    const wrongKey = await label(body, 'ck_test_another_installation');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    for (const bad of [
      { ...body, service: 'express' },
      { ...body, to_country: 'usa' },
      { ...body, extra: 1 },
    ]) {
      const res = await label(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
  });
});

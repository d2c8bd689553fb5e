import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { accountIdOf, signInOperator } from '../../../test/money.ts';
import { ukrposhtaApi, UkrposhtaError, type UkrposhtaApi } from '../../providers/national-post/ukrposhta.ts';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { sandboxCredentialsOf } from './sandbox.test-kit.ts';

// The sandbox tried as an attacker would: without signing in, and as another seller of the same installation.
let t: TestApp;
let alice: { token: string; accountId: number; api: UkrposhtaApi };
let bob: { token: string; accountId: number; api: UkrposhtaApi };

async function seller() {
  const { token } = await registerSeller(t);
  const accountId = await accountIdOf(t, token);
  const api = ukrposhtaApi(
    await sandboxCredentialsOf(t, accountId),
    injectFetch(() => t.app),
  );
  return { token, accountId, api };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await seller();
  bob = await seller();
}, 120_000);
afterAll(() => t.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof UkrposhtaError ? e.status : e),
  );

const item = {
  latinName: 'Cotton T-shirt',
  quantity: 1,
  weight: 300,
  value: 25,
  currencyCode: 'USD',
  hsCode: '6109100000',
  countryOfOrigin: 'UA',
};

async function parcelOf(api: UkrposhtaApi) {
  const from = await api.createAddress({ postcode: '01001', country: 'UA', city: 'Kyiv', street: 'Khreshchatyk 1' });
  const to = await api.createAddress({
    postcode: '10001',
    country: 'US',
    city: 'New York',
    foreignStreetHouseApartment: '350 5th Ave',
  });
  const sender = await api.createClient({
    type: 'INDIVIDUAL',
    addressId: from.id,
    lastName: 'Kovalenko',
    latinName: 'Olena Kovalenko',
  });
  const recipient = await api.createClient({
    type: 'INDIVIDUAL',
    addressId: to.id,
    lastName: 'Smith',
    latinName: 'John Smith',
  });
  const shipment = await api.createShipment({
    sender: { uuid: sender.uuid },
    recipient: { uuid: recipient.uuid },
    type: 'INTERNATIONAL',
    international: true,
    packageType: 'SMALL_BAG',
    weight: 400,
    parcels: [{ parcelItems: [item] }],
    internationalData: { transportType: 'AVIA', categoryType: 'GIFT', tracked: true },
  });
  return { from, sender, shipment };
}

const counter = (barcode: string, token?: string) =>
  t.request({ method: 'POST', url: '/api/sandbox/ukrposhta/counter/accept', token, lang: 'en', payload: { barcode } });

describe('the Ukrposhta sandbox reaches no other seller', () => {
  it('publishes no credentials: the old published bearer and token open nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/ukrposhta/ecom/0.0.1/addresses?token=sandbox-counterparty-token',
      headers: { authorization: 'Bearer sandbox-ecom-bearer' },
      payload: { postcode: '01001', country: 'UA' },
    });
    expect(res.statusCode).toBe(401);
    const tracking = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/ukrposhta/status-tracking/0.0.1/statuses?barcode=LP000000000UA',
      headers: { authorization: 'Bearer sandbox-status-tracking-bearer' },
    });
    expect(tracking.statusCode).toBe(401);
    const a = await sandboxCredentialsOf(t, alice.accountId);
    expect(a.ecomBearer).toMatch(/^[\w-]{32}$/);
    expect(a.counterpartyToken).not.toBe((await sandboxCredentialsOf(t, bob.accountId)).counterpartyToken);
  });

  it("finds none of another seller's parcels, addresses or clients, nor lets it send with them", async () => {
    const mine = await parcelOf(alice.api);
    expect(await refusal(bob.api.shipment(mine.shipment.uuid))).toBe(404);
    expect(await refusal(bob.api.shipment(mine.shipment.barcode))).toBe(404);
    expect(await refusal(bob.api.address(mine.from.id))).toBe(404);
    expect(await refusal(bob.api.updateClient(mine.sender.uuid, { phoneNumber: '380501112233' }))).toBe(404);
    expect(await refusal(bob.api.deleteShipment(mine.shipment.uuid))).toBe(404);
    expect(await refusal(bob.api.sticker(mine.shipment.uuid, 'DEFAULT'))).toBe(404);
    const theirs = await parcelOf(bob.api);
    const borrowed = await refusal(
      bob.api.createShipment({
        sender: { uuid: mine.sender.uuid },
        recipient: { uuid: mine.sender.uuid },
        packageType: 'SMALL_BAG',
        weight: 400,
        parcels: [{ parcelItems: [item] }],
      }),
    );
    expect(borrowed).toBe(400);
    expect(await refusal(bob.api.createClient({ type: 'INDIVIDUAL', addressId: mine.from.id, lastName: 'X' }))).toBe(
      400,
    );
    expect((await alice.api.shipment(mine.shipment.uuid)).uuid).toBe(mine.shipment.uuid);
    expect((await bob.api.shipment(theirs.shipment.uuid)).lifecycle.status).toBe('CREATED');
  });

  it('issues barcodes that are not sequential', async () => {
    const serials: number[] = [];
    for (let i = 0; i < 4; i += 1) serials.push(Number((await parcelOf(alice.api)).shipment.barcode.slice(2, 10)));
    const steps = serials.slice(1).map((s, i) => Math.abs(s - serials[i]!));
    expect(steps.every((step) => step > 1)).toBe(true);
  });

  it("accepts at the counter only through a signed-in seller's session, and only that seller's parcels", async () => {
    const mine = await parcelOf(alice.api);
    const page = await t.app.inject({ method: 'GET', url: '/api/sandbox/ukrposhta/counter' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await counter(mine.shipment.barcode)).statusCode).toBe(401);
    const other = await counter(mine.shipment.barcode, bob.token);
    expect([other.statusCode, other.json().outcome]).toEqual([404, 'not_found']);
    expect((await alice.api.shipment(mine.shipment.uuid)).lifecycle.status).toBe('CREATED');
    // So the seller can still delete it and have the money back.
    const own = await counter(mine.shipment.barcode.toLowerCase(), alice.token);
    expect([own.statusCode, own.json().counter]).toEqual([200, `Parcel ${mine.shipment.barcode} is accepted.`]);
    expect((await counter(mine.shipment.barcode, alice.token)).statusCode).toBe(409);
    const operator = await signInOperator(t);
    const theirs = await parcelOf(bob.api);
    expect((await counter(theirs.shipment.barcode, operator)).statusCode).toBe(200);
  });

  it('draws the forms the first time in seconds, then at once, as real PDFs; an unknown size is refused', async () => {
    const { shipment } = await parcelOf(alice.api);
    const started = Date.now();
    const first = await alice.api.sticker(shipment.uuid, 'SIZE_A5');
    const slow = Date.now() - started;
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(slow).toBeGreaterThanOrEqual(1_400);
    const again = Date.now();
    await alice.api.sticker(shipment.uuid, 'SIZE_A5');
    expect(Date.now() - again).toBeLessThan(slow);
    expect((await alice.api.declaration(shipment.uuid, 'cn22', 'DEFAULT')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await refusal(alice.api.sticker(shipment.uuid, 'SIZE_A6' as 'SIZE_A5'))).toBe(400);
  });
});

describe('Ukrposhta live', () => {
  it('serves nothing of the sandbox', async () => {
    const live = await createTestApp({
      NATIONAL_POST_PROVIDER: 'ukrposhta',
      UKRPOSHTA_ECOM_BEARER: 'e',
      UKRPOSHTA_TRACKING_BEARER: 't',
      UKRPOSHTA_COUNTERPARTY_TOKEN: 'c',
      UKRPOSHTA_COUNTERPARTY_UUID: 'u',
    } as never);
    try {
      for (const url of ['/api/sandbox/ukrposhta/counter', '/api/sandbox/ukrposhta/ecom/0.0.1/shipments/x']) {
        expect((await live.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await live.close();
    }
  }, 120_000);
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isValidS10 } from '../carriers/s10.ts';
import { sandboxControl, sandboxCredentialsOf } from '../../sandboxes/ukrposhta/sandbox.test-kit.ts';
import { ukrposhtaApi, UkrposhtaError, type UkrposhtaApi, type UkrposhtaCredentials } from './ukrposhta.ts';

// The adapter against the sandbox our server serves, over real HTTP (ARCHITECTURE §6: never around the adapter).
let t: TestApp;
let base: string;
let credentials: UkrposhtaCredentials;
let api: UkrposhtaApi;
/** Every URL the adapter called, as it went out. */
const called: URL[] = [];
const recording: typeof fetch = (input, init) => {
  called.push(new URL(String(input)));
  return fetch(input, init);
};
/** The cabinet account whose sandbox counterparty these calls go under. */
const ACCOUNT = 9_001;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  credentials = await sandboxCredentialsOf(t, ACCOUNT, base);
  api = ukrposhtaApi(credentials, recording);
}, 60_000);
afterAll(() => t.close());

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UkrposhtaError);
  return error as UkrposhtaError;
};

const kyiv = { postcode: '01001', country: 'UA', city: 'Kyiv', street: 'Khreshchatyk', houseNumber: '22' };
const newYork = {
  postcode: '10001',
  country: 'US',
  city: 'New York',
  foreignStreetHouseApartment: '350 5th Ave, Apt 7',
};

async function parties(senderAddress: Record<string, unknown> = kyiv) {
  const from = await api.createAddress(senderAddress as typeof kyiv);
  const to = await api.createAddress(newYork);
  const sender = await api.createClient({
    type: 'INDIVIDUAL',
    addressId: from.id,
    firstName: 'Olena',
    lastName: 'Kovalenko',
    latinName: 'Olena Kovalenko',
    phoneNumber: '380501234567',
    tin: '3012345678',
  });
  const recipient = await api.createClient({
    type: 'INDIVIDUAL',
    addressId: to.id,
    firstName: 'John',
    lastName: 'Smith',
    latinName: 'John Smith',
    phoneNumber: '12125550100',
  });
  return { sender, recipient, from, to };
}

const item = (over: Record<string, unknown> = {}) => ({
  name: 'Футболка',
  latinName: 'Cotton T-shirt',
  quantity: 2,
  weight: 300,
  value: 25,
  currencyCode: 'USD',
  hsCode: '6109100000',
  countryOfOrigin: 'UA',
  parcelItemNumber: 1,
  ...over,
});

function shipment(p: Awaited<ReturnType<typeof parties>>, over: Record<string, unknown> = {}) {
  return {
    sender: { uuid: p.sender.uuid },
    recipient: { uuid: p.recipient.uuid },
    returnAddressId: p.from.id,
    type: 'INTERNATIONAL',
    international: true,
    packageType: 'PARCEL',
    deliveryType: 'W2W',
    weight: 700,
    length: 30,
    width: 20,
    height: 10,
    paidByRecipient: false,
    onFailReceiveType: 'RETURN',
    parcels: [{ declaredPrice: 2050, parcelItems: [item()] }],
    internationalData: { transportType: 'AVIA', categoryType: 'SALE_OF_GOODS', tracked: true, parcelQuantity: 1 },
    ...over,
  };
}

describe('Ukrposhta eCom adapter against the sandbox', () => {
  it('creates address → clients → an international shipment with an S10 barcode of the package type', async () => {
    const p = await parties();
    expect(await api.address(p.to.id)).toMatchObject({
      country: 'US',
      foreignStreetHouseApartment: newYork.foreignStreetHouseApartment,
    });
    const created = await api.createShipment(shipment(p));
    expect(created.lifecycle.status).toBe('CREATED');
    expect(created.barcode).toMatch(/^CP\d{9}UA$/);
    expect(isValidS10(created.barcode)).toBe(true);
    expect(created.deliveryPrice).toBeGreaterThan(0);
    const small = await api.createShipment(
      shipment(p, { packageType: 'SMALL_BAG', weight: 500, parcels: [{ parcelItems: [item()] }] }),
    );
    expect(small.barcode).toMatch(/^LP\d{9}UA$/);
    expect(await api.shipment(created.barcode)).toMatchObject({ uuid: created.uuid, barcode: created.barcode });
  });

  it('refuses what production refuses, in its own words', async () => {
    const p = await parties();
    const cases: [Record<string, unknown>, string][] = [
      [{ parcels: null }, "Property 'parcels' can't be null!"],
      [{ internationalData: undefined }, 'International shipment should have internationalData!'],
      [{ parcels: [{ parcelItems: [] }] }, 'For package type Parcel parcel items should be filled!'],
      [{ parcels: [{ parcelItems: [item({ hsCode: '6109109999' })] }] }, 'non-existent HS code 6109109999'],
      [
        { parcels: [{ parcelItems: [item({ latinName: 'Футболка' })] }] },
        "Parcel item's latinName should contain only latin symbols",
      ],
      [
        { packageType: 'SMALL_BAG', weight: 2_500 },
        'Weight 2500 g exceeds the maximum of 2000 g for package type SMALL_BAG',
      ],
    ];
    for (const [over, message] of cases) {
      const error = await refusal(api.createShipment(shipment(p, over)));
      expect([error.status, error.message]).toEqual([400, message]);
    }
  });

  it('refuses a Cyrillic sender address, naming the fields, as production does', async () => {
    const p = await parties({ ...kyiv, city: 'Київ', street: 'Хрещатик' });
    const error = await refusal(api.createShipment(shipment(p)));
    expect(error.message).toBe('should include only latin characters at fields: Sender address, Return address');
  });

  it('makes a client sent without a type a COMPANY, which then needs an EDRPOU', async () => {
    const address = await api.createAddress(kyiv);
    const error = await refusal(api.createClient({ addressId: address.id, name: 'Craft', latinName: 'Craft' }));
    expect(error.message).toBe('EDRPOU should contain 8-9 digits');
    const company = await api.createClient({
      addressId: address.id,
      name: 'Craft',
      latinName: 'Craft',
      edrpou: '12345678',
    });
    expect(company.type).toBe('COMPANY');
    const changed = await refusal(api.updateClient(company.uuid, { type: 'INDIVIDUAL', lastName: 'Craft' }));
    expect([changed.status, changed.message]).toEqual([400, "Client's type can't be changed"]);
    expect(await api.updateClient(company.uuid, { phoneNumber: '380441234567' })).toMatchObject({ type: 'COMPANY' });
    expect(
      (
        await refusal(
          api.createClient({ addressId: address.id, type: 'INDIVIDUAL', lastName: 'K', latinName: 'Олена' }),
        )
      ).message,
    ).toBe("Client's latinName should contain only latin symbols");
  });

  it('deletes only while CREATED; tracking knows a parcel only once a post office accepted it', async () => {
    const p = await parties();
    const gone = await api.createShipment(shipment(p));
    await api.deleteShipment(gone.uuid);
    expect((await refusal(api.shipment(gone.uuid))).status).toBe(404);

    const parcel = await api.createShipment(shipment(p));
    expect((await refusal(api.statuses(parcel.barcode))).status).toBe(404);
    expect((await sandboxControl(t, ACCOUNT, parcel.uuid, 'accept')).statusCode).toBe(200);
    const refused = await refusal(api.deleteShipment(parcel.uuid));
    expect([refused.status, refused.message]).toEqual([400, 'Only CREATED status can be deleted']);

    const [accepted] = await api.statuses(parcel.barcode);
    expect(accepted).toMatchObject({ eventName: 'Accepted at the post office', event: 10100, step: 1, mailType: 5 });
    t.clock.advance(8 * 24 * 3_600_000);
    const events = await api.statusesOf([parcel.barcode]);
    expect(events.map((e) => [e.eventName, e.country])).toEqual([
      ['Accepted at the post office', 'UA'],
      ['Departed from Ukraine', 'UA'],
      ['Arrived in the country of destination', 'US'],
      ['Delivered', 'US'],
    ]);
    expect((await api.statuses(parcel.barcode, 'UA'))[3]!.eventName).toBe('Вручено');
  });

  it('sends the counterparty token on every eCom and Forms call, /addresses included, and none to tracking', async () => {
    called.length = 0;
    const p = await parties();
    const parcel = await api.createShipment(shipment(p));
    await api.address(p.from.id);
    await api.shipment(parcel.uuid);
    await api.sticker(parcel.uuid, 'DEFAULT');
    await refusal(api.statuses(parcel.barcode));
    const ecom = called.filter((u) => !u.pathname.includes('/status-tracking/'));
    expect(ecom.map((u) => u.pathname.replace(/\/[^/]*$/, '/…'))).toContain('/api/sandbox/ukrposhta/ecom/0.0.1/…');
    expect(ecom.every((u) => u.searchParams.get('token') === credentials.counterpartyToken)).toBe(true);
    expect(
      called.filter((u) => u.pathname.includes('/status-tracking/')).map((u) => u.searchParams.has('token')),
    ).toEqual([false]);
  });

  it('makes every client under the contract (counterpartyUuid); a sender of another counterparty is refused', async () => {
    const p = await parties();
    expect(
      (await api.createClient({ type: 'INDIVIDUAL', addressId: p.from.id, lastName: 'K', latinName: 'K' }))
        .counterpartyUuid,
    ).toBe(credentials.counterpartyUuid);
    // A client made without it (as our adapter did before) cannot send.
    const bare = await fetch(`${credentials.ecomUrl}/clients?token=${credentials.counterpartyToken}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credentials.ecomBearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'INDIVIDUAL', addressId: p.from.id, lastName: 'K', latinName: 'K' }),
    });
    const orphan = (await bare.json()) as { uuid: string };
    const error = await refusal(api.createShipment(shipment(p, { sender: { uuid: orphan.uuid } })));
    expect([error.status, error.message]).toEqual([400, "Sender should be a client of the token's counterparty"]);
  });

  it('takes a declared value only on the parcel of the types that carry one', async () => {
    const p = await parties();
    const error = await refusal(
      api.createShipment(
        shipment(p, { packageType: 'SMALL_BAG', weight: 500, parcels: [{ declaredPrice: 10, parcelItems: [item()] }] }),
      ),
    );
    expect(error.message).toBe('Declared price is not allowed for package type SMALL_BAG');
  });

  it('tracks many parcels in one GET, their barcodes comma-separated, at most 50', async () => {
    const p = await parties();
    const parcels = [await api.createShipment(shipment(p)), await api.createShipment(shipment(p))];
    for (const parcel of parcels) await sandboxControl(t, ACCOUNT, parcel.uuid, 'accept');
    called.length = 0;
    const events = await api.statusesOf(parcels.map((x) => x.barcode));
    expect(events.map((e) => e.barcode).sort()).toEqual(parcels.map((x) => x.barcode).sort());
    expect(called.map((u) => u.searchParams.get('barcode'))).toEqual([parcels.map((x) => x.barcode).join(',')]);
    expect(() => api.statusesOf(Array.from({ length: 51 }, (_, i) => `CP${i}`))).toThrow(RangeError);
    const tooMany = await fetch(
      `${credentials.trackingUrl}/statuses?barcode=${Array.from({ length: 51 }, (_, i) => `CP${i}`).join(',')}`,
      { headers: { authorization: `Bearer ${credentials.trackingBearer}` } },
    );
    expect([tooMany.status, ((await tooMany.json()) as { message: string }).message]).toEqual([
      400,
      'At most 50 barcodes per request',
    ]);
  });

  it('turns a returned parcel homeward in tracking', async () => {
    const p = await parties();
    const parcel = await api.createShipment(shipment(p));
    await sandboxControl(t, ACCOUNT, parcel.uuid, 'accept');
    t.clock.advance(5 * 24 * 3_600_000);
    expect((await sandboxControl(t, ACCOUNT, parcel.uuid, 'return')).statusCode).toBe(200);
    t.clock.advance(9 * 24 * 3_600_000);
    const events = await api.statuses(parcel.barcode);
    expect(events.map((e) => e.event)).toEqual([10100, 20700, 21500, 31100, 21600, 41100]);
  });

  it('refuses a wrong bearer, a token of another environment, and the eCom bearer on tracking (401)', async () => {
    const wrong = ukrposhtaApi({ ...credentials, ecomBearer: 'production-bearer' });
    expect((await refusal(wrong.createAddress(kyiv))).status).toBe(401);
    const production = ukrposhtaApi({ ...credentials, counterpartyToken: 'a-production-counterparty-token' });
    expect((await refusal(production.createAddress(kyiv))).status).toBe(401);
    const noToken = ukrposhtaApi({ ...credentials, counterpartyToken: '' });
    expect((await refusal(noToken.createClient({ addressId: 1 }))).status).toBe(401);
    const crossed = ukrposhtaApi({ ...credentials, trackingBearer: credentials.ecomBearer });
    expect((await refusal(crossed.statuses('CP000000000UA'))).status).toBe(401);
  });
});

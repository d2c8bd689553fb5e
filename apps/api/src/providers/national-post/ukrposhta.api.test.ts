import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isValidS10 } from '../carriers/s10.ts';
import { ukrposhtaApi, ukrposhtaSandboxCredentials, UkrposhtaError, type UkrposhtaApi } from './ukrposhta.ts';

// The adapter against the sandbox our server serves, over real HTTP (ARCHITECTURE §6: never around the adapter).
let t: TestApp;
let base: string;
let api: UkrposhtaApi;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  api = ukrposhtaApi(ukrposhtaSandboxCredentials(base));
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
    declaredPrice: 50,
    paidByRecipient: false,
    onFailReceiveType: 'RETURN',
    parcels: [{ parcelItems: [item()] }],
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
    const small = await api.createShipment(shipment(p, { packageType: 'SMALL_BAG', weight: 500 }));
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
    const accept = await fetch(
      `${base}/api/sandbox/ukrposhta/ecom/0.0.1/shipments/${parcel.uuid}/sandbox/accept?token=sandbox-counterparty-token`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer sandbox-ecom-bearer' },
      },
    );
    expect(accept.status).toBe(200);
    const refused = await refusal(api.deleteShipment(parcel.uuid));
    expect([refused.status, refused.message]).toEqual([400, 'Only CREATED status can be deleted']);

    expect((await api.statuses(parcel.barcode)).map((e) => e.eventName)).toEqual(['Accepted at the post office']);
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

  it("serves the counter page where the sandbox's clerk accepts a parcel by its barcode", async () => {
    const p = await parties();
    const parcel = await api.createShipment(shipment(p));
    const counter = (barcode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/ukrposhta/counter',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: new URLSearchParams({ barcode }).toString(),
      });
    const form = await t.app.inject({ method: 'GET', url: '/api/sandbox/ukrposhta/counter' });
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.headers['content-security-policy']).toContain("default-src 'none'");
    const unknown = await counter('CP999999999UA');
    expect([unknown.statusCode, unknown.body.includes('There is no parcel with barcode CP999999999UA.')]).toEqual([
      404,
      true,
    ]);
    const accepted = await counter(parcel.barcode.toLowerCase());
    expect([accepted.statusCode, accepted.body.includes(`Parcel ${parcel.barcode} is accepted.`)]).toEqual([200, true]);
    expect((await counter(parcel.barcode)).statusCode).toBe(409);
    expect((await api.shipment(parcel.uuid)).lifecycle.status).toBe('REGISTERED');
    const escaped = await counter('<script>');
    expect(escaped.body).not.toContain('<script>');
  });

  it('answers tracking in batches of at most 50 barcodes', async () => {
    const barcodes = Array.from({ length: 51 }, (_, i) => `CP${String(i).padStart(9, '0')}UA`);
    expect((await refusal(api.statusesOf(barcodes))).message).toBe('At most 50 barcodes per request');
    expect(await api.statusesOf(barcodes.slice(0, 50))).toEqual([]);
  });

  it('refuses a wrong bearer, a missing counterparty token, and the eCom bearer on tracking', async () => {
    const wrong = ukrposhtaApi({ ...ukrposhtaSandboxCredentials(base), ecomBearer: 'production-bearer' });
    expect((await refusal(wrong.createAddress(kyiv))).status).toBe(401);
    const noToken = ukrposhtaApi({ ...ukrposhtaSandboxCredentials(base), counterpartyToken: '' });
    expect((await refusal(noToken.createClient({ addressId: 1 }))).status).toBe(401);
    const crossed = ukrposhtaApi({ ...ukrposhtaSandboxCredentials(base), trackingBearer: 'sandbox-ecom-bearer' });
    expect((await refusal(crossed.statuses('CP000000000UA'))).status).toBe(401);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { signInOperator } from '../../../../test/money.ts';
import { mailOutbox } from '../../../providers/mail/mail.schema.ts';
import { createShipment, directBody, mug, shipper, shirt } from '../../shipments/shipments.test-kit.ts';
import { addProduct, bringToUsWarehouse, getJson } from './stock.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

/** A seller's consolidation of 3 shirts, 1 mug and 2 soaps, waiting at the US warehouse to be counted. */
async function inboundAtWarehouse() {
  const s = await shipper(t, '500.00', op);
  for (const sku of ['SHIRT-1', 'MUG-9', 'SOAP-2']) await addProduct(t, s.accountId, sku);
  const lines = [
    { ...shirt, sku: 'SHIRT-1', quantity: 3 },
    { ...mug, sku: 'MUG-9' },
    { ...mug, sku: 'SOAP-2', quantity: 2 },
  ];
  const shipment = await createShipment(t, s.token, directBody(s, { type: 'consolidation', lines }));
  await bringToUsWarehouse(t, op, shipment.id);
  return { ...s, shipment };
}

const notices = async (token: string) =>
  (await getJson(t, token, notificationsApi.list)).notifications.filter(
    (n: { kind: string }) => n.kind === 'shipments.inbound_short',
  );

describe('an inbound shortage', () => {
  it('tells the seller the counts: expected, received and missing, per product short', async () => {
    const s = await inboundAtWarehouse();
    const res = await t.call(opsStockApi.receive, {
      params: { id: s.shipment.id },
      token: op,
      body: {
        items: [
          { sku: 'SHIRT-1', quantity: 2 },
          { sku: 'MUG-9', quantity: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [told] = await notices(s.token);
    expect(told.payload).toMatchObject({ number: s.shipment.number, expected: 6, received: 4, missing: 3 });
    // A surplus is not a shortage; a product not counted at all is missing whole.
    expect(JSON.parse(told.payload.lines)).toEqual([
      { sku: 'SHIRT-1', expected: 3, received: 2, missing: 1 },
      { sku: 'SOAP-2', expected: 2, received: 0, missing: 2 },
    ]);
    const [letter] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, s.email))
      .orderBy(asc(mailOutbox.id))
      .then((rows) => rows.filter((r) => r.template === 'notification:shipments.inbound_short'));
    expect(letter!.subject).toBe(`Shipment ${s.shipment.number}: fewer items arrived than declared`);
    expect(letter!.text).toContain('Units expected: 6, received: 4, missing: 3.');
    expect(letter!.text).toContain(
      'SHIRT-1 — expected: 3, received: 2, missing: 1\nSOAP-2 — expected: 2, received: 0, missing: 2',
    );
  });

  it('says nothing when everything declared arrived', async () => {
    const s = await inboundAtWarehouse();
    const res = await t.call(opsStockApi.receive, {
      params: { id: s.shipment.id },
      token: op,
      body: {
        items: [
          { sku: 'SHIRT-1', quantity: 3 },
          { sku: 'MUG-9', quantity: 1 },
          { sku: 'SOAP-2', quantity: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await notices(s.token)).toEqual([]);
  });
});

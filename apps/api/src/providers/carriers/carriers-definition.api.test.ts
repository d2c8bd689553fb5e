import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ownDefinition, recordingFetch, type Exchange } from '../../../test/own-definition.ts';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { OwnApiRefusal } from '../own-api-client.ts';
import { carriersApi } from './carriers-api.ts';
import type { CarriersProvider } from './carriers.ts';
import { isValidS10 } from './s10.ts';

/*
 * The carrier's labels API as we defined it (sandboxes/carriers/definition), holding both sides: every label the
 * adapter asks of the sandbox this server serves is checked against the definition's request schema, and every
 * answer against its response schemas. Quotes never reach the carrier: they are our tariff tables.
 */

const definition = ownDefinition(new URL('../../sandboxes/carriers/definition/carriers-api.json', import.meta.url));

let t: TestApp;
const exchanges: Exchange[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noQuote = async () => {
  throw new Error('a quote is no question for the carrier');
};
const carriersWith = (apiKey = t.app.sandboxSecrets.carriers.apiKey): CarriersProvider =>
  carriersApi(
    {
      name: 'sandbox',
      baseUrl: `${t.config.PUBLIC_URL}/api/sandbox/carriers`,
      apiKey,
      fetchImpl: recordingFetch(
        injectFetch(() => t.app),
        exchanges,
      ),
    },
    noQuote,
  );

describe('the carrier labels API, adapter and sandbox against our definition', () => {
  it('labels every delivery type with a valid S10 number from Ukraine, the same again for the same shipment', async () => {
    const carriers = carriersWith();
    for (const [i, type] of deliveryTypes.entries()) {
      const label = await carriers.issueLabel({ shipment_id: 1000 + i, delivery_type: type, to_country: 'US' });
      expect(isValidS10(label.tracking_number), label.tracking_number).toBe(true);
      expect(label.tracking_number.endsWith('UA')).toBe(true);
    }
    const express = await carriers.issueLabel({ shipment_id: 7, delivery_type: 'express', to_country: 'DE' });
    expect(express.tracking_number).toMatch(/^EE/);
    expect(await carriers.issueLabel({ shipment_id: 7, delivery_type: 'express', to_country: 'DE' })).toEqual(express);
  });

  it("another installation's key is refused", async () => {
    const refused = await carriersWith('ck_test_another_installation')
      .issueLabel({ shipment_id: 1, delivery_type: 'air', to_country: 'US' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(OwnApiRefusal);
    expect(refused).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('every exchange above: requests by the request schema, answers by the response schemas', () => {
    expect(exchanges.length).toBe(deliveryTypes.length + 3);
    for (const exchange of exchanges) {
      const name = `${exchange.request.method} ${exchange.request.url} → ${exchange.status}`;
      expect(definition.requestFaults(exchange.request).faults, name).toEqual([]);
      expect(definition.responseFaults(exchange), name).toEqual([]);
    }
    expect([...new Set(exchanges.map((e) => e.status))].sort()).toEqual([200, 401]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { paymentLinksApi } from '@cabinet/contracts/payment-links';
import { allPermissions, type Permission } from '@cabinet/contracts/permissions';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { activeMember } from '../../modules/subaccounts/subaccounts.test-helpers.ts';

/*
 * Issue 22: an operation of a seller's account that changes something needs a write right. The table is walked as
 * the API registered it (every /api route carries its endpoint-table entry: endpoint-table.api.test.ts), so an
 * operation added later is held to the rule without touching this file.
 */

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Seller operations that change something without a write right, each with why. Named `METHOD /path` as in the
 * endpoint table (under /api).
 */
const NEEDS_NO_WRITE_RIGHT: Record<string, string> = {
  'POST /payments': 'a report asked for with a filter in the body: it reads the payments and changes nothing',
  'POST /v2/shipping/shipments/get-stickers': 'makes the stickers PDF of existing shipments: reads them only',
  'POST /shipping/print-warehouse-product-stickers': 'makes a PDF of product stickers: reads the products only',
  'POST /shipping/rates/consolidation': 'a price quote for a consolidation: nothing is created or paid',
  'POST /shipping/shipment/docs/price/': 'a price quote for shipment documents: nothing is created or paid',
  'POST /notifications/actions': "marks or removes the caller's own notifications, nobody else's (account.read)",
  'POST /notifications/:id': "reads, pins or removes one of the caller's own notifications (account.read)",
  'PUT /user/notification-settings': "the caller's own notification settings, not the account's (account.read)",
  'PATCH /user/': "the caller's own name and language; the account's tax fields are the owner's (400 owner_only)",
  'POST /maintenance/upload':
    'stores a file that changes nothing until an operation attaches it, and that operation checks its own right',
};

const nameOf = (e: Pick<EndpointDefinition, 'method' | 'path'>) => `${e.method} ${e.path}`;
const permissionsOf = (e: EndpointDefinition): readonly Permission[] =>
  e.permission === undefined ? [] : [e.permission].flat();
const isWrite = (p: Permission) => p.endsWith('.write');
const readRights = allPermissions.filter((p) => !isWrite(p));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every seller operation (access `user`, the default) that changes something, as registered. */
function changingSellerOperations(): EndpointDefinition[] {
  const entries = new Set<EndpointDefinition>();
  for (const route of t.app.routeCatalogue) {
    const e = route.endpoint;
    if (e && (e.access ?? 'user') === 'user' && CHANGING.has(e.method)) entries.add(e);
  }
  return [...entries];
}

describe('every seller operation that changes something', () => {
  it('declares a write permission, but for the exceptions named here with their reason', () => {
    const operations = changingSellerOperations();
    expect(operations.length).toBeGreaterThan(50);
    const withoutWrite = operations
      .filter((e) => !permissionsOf(e).some(isWrite))
      .map(nameOf)
      .sort();
    expect(withoutWrite).toEqual(Object.keys(NEEDS_NO_WRITE_RIGHT).sort());
  });

  it('is refused by the permission guard (403 permission_denied) to a member holding every read right and no write one', async () => {
    const owner = await registerSeller(t);
    const reader = await activeMember(t, owner.token, [...readRights]);
    const guarded = changingSellerOperations().filter((e) => !(nameOf(e) in NEEDS_NO_WRITE_RIGHT));
    // The one a planted bug once opened: a payment link deactivated with read rights only.
    expect(guarded.map(nameOf)).toContain('DELETE /payment-links/:id');

    const answers: Record<string, { status: number; code: unknown }> = {};
    for (const e of guarded) {
      const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1]));
      const res = await t.call(e, { params, token: reader.token, ...(e.body ? { payload: {} } : {}) });
      answers[nameOf(e)] = { status: res.statusCode, code: res.json<{ code?: unknown }>().code };
    }
    // The guard answers before the body is validated or the id looked up: no 400 or 404 in its place.
    expect(answers).toEqual(
      Object.fromEntries(guarded.map((e) => [nameOf(e), { status: 403, code: 'permission_denied' }])),
    );
  });

  it('is not refused by the guard to a member holding its rights (the refusal above is about the right)', async () => {
    const owner = await registerSeller(t);
    const holder = await activeMember(t, owner.token, [...allPermissions]);
    const res = await t.call(paymentLinksApi.deactivate, { params: { id: 1 }, token: holder.token });
    expect(res.json<{ code?: unknown }>().code).not.toBe('permission_denied');
    expect(res.statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { shipmentTransitions, shipmentTypes, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { familyOf, isDeparted, nextOnPath, nextStatuses, reachableFrom } from './type-paths.ts';

describe('per-type routes', () => {
  it('never allow a move the contract does not have', () => {
    for (const type of shipmentTypes) {
      for (const [from, targets] of Object.entries(familyOf[type].edges)) {
        for (const to of targets) {
          expect(shipmentTransitions[from as ShipmentStatus], `${type}: ${from} → ${to}`).toContain(to);
        }
      }
    }
  });

  it('walk every type from creation to a final status, leaving with a carrier once on the way', () => {
    for (const type of shipmentTypes) {
      const path = familyOf[type].path;
      expect(path[0]).toBe('customer_created');
      for (let i = 1; i < path.length; i += 1) expect(nextStatuses(type, path[i - 1]!)).toContain(path[i]);
      expect(shipmentTransitions[path.at(-1)!]).toEqual([]);
      expect(path.some(isDeparted), type).toBe(true);
    }
  });

  it('keep each type on its own road', () => {
    expect(nextStatuses('direct', 'in_ua_warehouse')).not.toContain('transit_ua_usa');
    expect(nextStatuses('consolidation', 'in_ua_warehouse')).not.toContain('transit_ua_buyer');
    expect(nextStatuses('usa_domestic', 'customer_created')).not.toContain('in_ua_warehouse');
    expect(nextStatuses('return_label', 'customer_created')).toEqual(['transit_buyer_usa', 'frozen']);
    expect(nextStatuses('consolidation_usa', 'in_transit_warehouse')).toContain('leave_usa');
    expect(nextStatuses('consolidation', 'in_transit_warehouse')).not.toContain('leave_usa');
  });

  it('let a live shipment freeze, and a final one not move at all', () => {
    expect(nextStatuses('direct', 'transit_ua_buyer')).toContain('frozen');
    expect(nextStatuses('direct', 'delivered')).toEqual([]);
    expect(nextStatuses('direct', 'frozen')).toEqual([]);
  });

  it('give the sandbox job one step at a time', () => {
    expect(nextOnPath('direct', 'customer_created')).toBe('customer_sent');
    expect(nextOnPath('direct', 'transit_ua_buyer')).toBe('delivered');
    expect(nextOnPath('direct', 'delivered')).toBeNull();
    expect(nextOnPath('direct', 'prepare_addr_change')).toBeNull();
  });

  it('know what lies beyond a warehouse (a parcel not received there cannot go on to it)', () => {
    const beyondUa = reachableFrom('direct', 'in_ua_warehouse');
    expect(beyondUa.has('transit_ua_buyer')).toBe(true);
    expect(beyondUa.has('delivered')).toBe(true);
    expect(beyondUa.has('customer_sent')).toBe(false);
    expect(beyondUa.has('transit_ua_usa')).toBe(false);
    expect(beyondUa.has('frozen')).toBe(false);
    expect(reachableFrom('consolidation', 'in_transit_warehouse').has('transit_usa_buyer')).toBe(true);
    expect(reachableFrom('direct', 'delivered').size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryStatusAfter } from './delivery-status.ts';

describe('deliveryStatusAfter', () => {
  it('is not registered before a label, label created with a track, in transit once a carrier has it', () => {
    expect(deliveryStatusAfter('not_registered', 'in_ua_warehouse', false, false)).toBe('not_registered');
    expect(deliveryStatusAfter('label_created', 'in_transit_warehouse', true, false)).toBe('label_created');
    expect(deliveryStatusAfter('not_registered', 'transit_ua_buyer', true, false)).toBe('in_transit');
    expect(deliveryStatusAfter('in_transit', 'in_svh', true, true)).toBe('in_transit');
  });

  it('ends delivered, or returned when a parcel that left comes back', () => {
    expect(deliveryStatusAfter('in_transit', 'delivered', true, true)).toBe('delivered');
    expect(deliveryStatusAfter('in_transit', 'customer_returned', true, true)).toBe('returned');
    expect(deliveryStatusAfter('not_registered', 'customer_sent_back', false, false)).toBe('not_registered');
  });

  it('marks a frozen or re-addressed parcel on the road as an exception, and clears it when it moves on', () => {
    expect(deliveryStatusAfter('in_transit', 'frozen', true, true)).toBe('exception');
    expect(deliveryStatusAfter('in_transit', 'prepare_addr_change', true, true)).toBe('exception');
    expect(deliveryStatusAfter('exception', 'transit_usa_buyer', true, true)).toBe('in_transit');
    expect(deliveryStatusAfter('label_created', 'frozen', true, false)).toBe('label_created');
  });
});

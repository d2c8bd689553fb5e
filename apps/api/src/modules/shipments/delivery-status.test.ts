import { describe, expect, it } from 'vitest';
import { deliveryStatusAfter, type DeliveryMove } from './delivery-status.ts';

const after = (move: Partial<DeliveryMove> & Pick<DeliveryMove, 'to'>) =>
  deliveryStatusAfter({
    current: 'not_registered',
    hasTrack: false,
    onTheRoad: false,
    endsAtWarehouse: false,
    ...move,
  });

describe('deliveryStatusAfter', () => {
  it('is not registered before a label, label created with a track, in transit once a carrier has it', () => {
    expect(after({ to: 'customer_sent' })).toBe('not_registered');
    expect(after({ to: 'customer_sent', hasTrack: true })).toBe('label_created');
    expect(after({ to: 'transit_ua_buyer', hasTrack: true })).toBe('in_transit');
    expect(after({ to: 'in_svh', current: 'in_transit', onTheRoad: true })).toBe('in_transit');
  });

  it('waits for the next leg at our warehouses, and a return label ends there', () => {
    expect(after({ to: 'in_transit_warehouse', current: 'in_transit', onTheRoad: true })).toBe('not_registered');
    expect(after({ to: 'in_transit_warehouse', onTheRoad: true, hasTrack: true })).toBe('label_created');
    expect(after({ to: 'in_transit_warehouse', onTheRoad: true, hasTrack: true, endsAtWarehouse: true })).toBe(
      'delivered',
    );
  });

  it('ends delivered, or returned when a parcel that left comes back', () => {
    expect(after({ to: 'delivered', current: 'in_transit', onTheRoad: true })).toBe('delivered');
    expect(after({ to: 'customer_returned', current: 'in_transit', onTheRoad: true })).toBe('returned');
    expect(after({ to: 'customer_sent_back' })).toBe('not_registered');
  });

  it('marks a frozen or re-addressed parcel on the road as an exception, and clears it when it moves on', () => {
    expect(after({ to: 'frozen', current: 'in_transit', onTheRoad: true })).toBe('exception');
    expect(after({ to: 'prepare_addr_change', current: 'in_transit', onTheRoad: true })).toBe('exception');
    expect(after({ to: 'transit_usa_buyer', current: 'exception', onTheRoad: true, hasTrack: true })).toBe(
      'in_transit',
    );
    expect(after({ to: 'frozen', current: 'label_created', hasTrack: true })).toBe('label_created');
  });
});

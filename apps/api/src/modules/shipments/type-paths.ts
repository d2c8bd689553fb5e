import { departedStatuses, type ShipmentStatus, type ShipmentType } from '@cabinet/contracts/shipments';

type Edges = Partial<Record<ShipmentStatus, readonly ShipmentStatus[]>>;

/**
 * The contract's `shipmentTransitions` is the union of every type's moves; each route family below keeps only
 * the moves that make sense for its parcels (docs/shipments.md, "Statuses and transitions"). A unit test checks
 * that every edge here is also an edge of the contract. `path` is the ordinary journey the sandbox job follows.
 */
interface Family {
  edges: Edges;
  path: readonly ShipmentStatus[];
}

const addressChange = (back: ShipmentStatus): Edges => ({
  prepare_addr_change: ['addr_change_complete', 'frozen'],
  addr_change_complete: [back, 'delivered', 'frozen'],
});

/** Ukraine → abroad through our Ukrainian warehouse (direct, express, postcard, agent sales). */
const uaAbroad: Family = {
  edges: {
    customer_created: ['customer_sent', 'in_ua_warehouse', 'frozen'],
    customer_sent: ['in_ua_warehouse', 'frozen'],
    in_ua_warehouse: ['transit_ua_buyer', 'customer_sent_back', 'frozen'],
    transit_ua_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
    ...addressChange('transit_ua_buyer'),
    // A parcel the buyer refused comes back through the national post, whole or in part.
    customer_returned: ['full_from_np', 'partially_from_np', 'return_processed', 'customer_sent_back', 'frozen'],
    full_from_np: ['return_processed', 'customer_sent_back'],
    partially_from_np: ['return_processed', 'customer_sent_back'],
  },
  path: ['customer_created', 'customer_sent', 'in_ua_warehouse', 'transit_ua_buyer', 'delivered'],
};

/** Ukraine → our US warehouse (through customs, `svh`) → a US buyer (consolidation, bulk, customs warehouse). */
const uaToUs: Family = {
  edges: {
    customer_created: ['customer_sent', 'in_ua_warehouse', 'frozen'],
    customer_sent: ['in_ua_warehouse', 'frozen'],
    in_ua_warehouse: ['transit_ua_usa', 'customer_sent_back', 'frozen'],
    transit_ua_usa: ['in_svh', 'in_transit_warehouse', 'customer_returned', 'frozen'],
    in_svh: ['svh_process', 'frozen'],
    svh_process: ['in_transit_warehouse', 'customer_returned', 'frozen'],
    in_transit_warehouse: ['transit_usa_buyer', 'return_processed', 'frozen'],
    transit_usa_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
    ...addressChange('transit_usa_buyer'),
    customer_returned: ['return_processed', 'customer_sent_back', 'frozen'],
  },
  path: [
    'customer_created',
    'customer_sent',
    'in_ua_warehouse',
    'transit_ua_usa',
    'in_svh',
    'svh_process',
    'in_transit_warehouse',
    'transit_usa_buyer',
    'delivered',
  ],
};

/** The seller's own box reaches our US warehouse by the seller's carrier, then goes on to a US buyer. */
const senderToUsWarehouse: Family = {
  edges: {
    customer_created: ['customer_sent', 'in_transit_warehouse', 'frozen'],
    customer_sent: ['in_transit_warehouse', 'frozen'],
    in_transit_warehouse: ['transit_usa_buyer', 'return_processed', 'frozen'],
    transit_usa_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
    ...addressChange('transit_usa_buyer'),
    customer_returned: ['return_processed', 'customer_sent_back', 'frozen'],
  },
  path: ['customer_created', 'customer_sent', 'in_transit_warehouse', 'transit_usa_buyer', 'delivered'],
};

/** Global forward: goods collected at our US warehouse leave the US for a buyer abroad. */
const globalForward: Family = {
  edges: {
    customer_created: ['customer_sent', 'in_transit_warehouse', 'frozen'],
    customer_sent: ['in_transit_warehouse', 'frozen'],
    in_transit_warehouse: ['leave_usa', 'return_processed', 'frozen'],
    leave_usa: ['delivered', 'customer_returned', 'frozen'],
    customer_returned: ['return_processed', 'customer_sent_back', 'frozen'],
  },
  path: ['customer_created', 'customer_sent', 'in_transit_warehouse', 'leave_usa', 'delivered'],
};

/** A US sender → a US buyer: the carrier collects it (or it leaves from our US warehouse). */
const usDomestic: Family = {
  edges: {
    customer_created: ['transit_usa_buyer', 'in_transit_warehouse', 'frozen'],
    in_transit_warehouse: ['transit_usa_buyer', 'return_processed', 'frozen'],
    transit_usa_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
    ...addressChange('transit_usa_buyer'),
    customer_returned: ['return_processed', 'customer_sent_back', 'frozen'],
  },
  path: ['customer_created', 'transit_usa_buyer', 'delivered'],
};

/** A US buyer sends an item back to our US warehouse, where the return is processed. */
const returnLabel: Family = {
  edges: {
    customer_created: ['transit_buyer_usa', 'frozen'],
    transit_buyer_usa: ['in_transit_warehouse', 'frozen'],
    in_transit_warehouse: ['return_processed', 'frozen'],
  },
  path: ['customer_created', 'transit_buyer_usa', 'in_transit_warehouse', 'return_processed'],
};

export const familyOf: Record<ShipmentType, Family> = {
  direct: uaAbroad,
  postcard: uaAbroad,
  agent_shipping: uaAbroad,
  consolidation: uaToUs,
  client_bulk: uaToUs,
  client_bulk_consolidated: uaToUs,
  svh: uaToUs,
  consolidated_from_sender: senderToUsWarehouse,
  consolidation_usa: globalForward,
  usa_domestic: usDomestic,
  return_label: returnLabel,
};

/** Where a shipment of this type may go from `from` (not counting unfreezing, which the service handles). */
export const nextStatuses = (type: ShipmentType, from: ShipmentStatus): readonly ShipmentStatus[] =>
  familyOf[type].edges[from] ?? [];

/** The next step of the type's ordinary journey, if `from` is on it and not its end. */
export function nextOnPath(type: ShipmentType, from: ShipmentStatus): ShipmentStatus | null {
  const path = familyOf[type].path;
  const at = path.indexOf(from);
  return at >= 0 && at < path.length - 1 ? path[at + 1]! : null;
}

export const isDeparted = (s: ShipmentStatus) => (departedStatuses as readonly string[]).includes(s);

/** Ends of a journey: nothing moves a shipment on from here. */
export const finalStatuses: readonly ShipmentStatus[] = ['delivered', 'return_processed', 'customer_sent_back'];

/** The warehouse statuses a "receive" lands in: Ukrainian first, then the US one. */
export const warehouseStatuses = ['in_ua_warehouse', 'in_transit_warehouse'] as const;

/** Every status a shipment of this type can reach from `from` along its route (freezing aside). */
export function reachableFrom(type: ShipmentType, from: ShipmentStatus): ReadonlySet<ShipmentStatus> {
  const seen = new Set<ShipmentStatus>();
  const queue = [...nextStatuses(type, from)];
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    if (s === 'frozen' || seen.has(s)) continue;
    seen.add(s);
    queue.push(...nextStatuses(type, s));
  }
  return seen;
}

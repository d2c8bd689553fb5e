/** Query keys of the orders feature (one factory, so that mutations invalidate exactly what they change). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (q: object) => [...orderKeys.lists(), q] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  /** The seller's shops, for the shop filter and the "connect a shop" empty state. */
  shops: () => [...orderKeys.all, 'shops'] as const,
  /** Where the CRM trial stands: the first CRM change starts it. */
  crm: () => [...orderKeys.all, 'crm'] as const,
  /** "My sales": the figures of a period (and a shop). */
  stats: (q: object) => [...orderKeys.all, 'stats', q] as const,
};

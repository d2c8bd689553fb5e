/** Query keys of the feature: the seller's links, the public pay page, the ops desk. */
export const paymentLinkKeys = {
  all: ['payment-links'] as const,
  lists: () => [...paymentLinkKeys.all, 'list'] as const,
  list: (q: object) => [...paymentLinkKeys.lists(), q] as const,
  detail: (id: number) => [...paymentLinkKeys.all, 'detail', id] as const,
  publicLink: (code: string) => ['pay', code] as const,
  payment: (code: string, reference: string) => ['pay', code, 'payment', reference] as const,
  ops: (q: object) => ['ops', 'payment-links', q] as const,
  opsAll: ['ops', 'payment-links'] as const,
};

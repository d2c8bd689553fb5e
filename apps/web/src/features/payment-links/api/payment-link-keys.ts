/** Query keys of the feature: the seller's links, the public pay page, unidentified payments and claims, ops desks. */
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

export const lostPaymentKeys = {
  all: ['lost-payments'] as const,
  open: (page: number) => [...lostPaymentKeys.all, 'open', page] as const,
  claims: (page: number) => [...lostPaymentKeys.all, 'claims', page] as const,
  opsAll: ['ops', 'lost-payments'] as const,
  opsPayments: (q: object) => ['ops', 'lost-payments', 'payments', q] as const,
  opsClaims: (q: object) => ['ops', 'lost-payments', 'claims', q] as const,
};

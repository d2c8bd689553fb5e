/** Query keys of the feature: the open payments and the seller's claims, the ops desk. */
export const lostPaymentKeys = {
  all: ['lost-payments'] as const,
  open: (page: number) => [...lostPaymentKeys.all, 'open', page] as const,
  claims: (page: number) => [...lostPaymentKeys.all, 'claims', page] as const,
  opsAll: ['ops', 'lost-payments'] as const,
  opsPayments: (q: object) => ['ops', 'lost-payments', 'payments', q] as const,
  opsClaims: (q: object) => ['ops', 'lost-payments', 'claims', q] as const,
  /** Sellers an operator looks for by name or e-mail, to assign a payment to. */
  opsSellers: (term: string) => ['ops', 'lost-payments', 'sellers', term] as const,
};

/**
 * The words the seller's page speaks, loaded with it: each section's feature (sections.ts, held to this list by
 * its test). Apart from the sections, so that the route table names them without loading the features' code.
 */
export const sellerPageNamespaces = ['money', 'shipments', 'withdrawals', 'warehouse-stock', 'shops'] as const;

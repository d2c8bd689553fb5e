import type { Config } from '../config.ts';
import { createPurchaseServices } from '../modules/purchases/purchases.module.ts';

/** Buy for me with its configured fee and quote lifetime (docs/purchases.md). */
export const purchaseServices = (
  config: Config,
  deps: Omit<Parameters<typeof createPurchaseServices>[0], 'fee' | 'quoteHours'>,
) =>
  createPurchaseServices({
    ...deps,
    fee: { basisPoints: config.PURCHASE_FEE_BASIS_POINTS, minimum: config.PURCHASE_FEE_MINIMUM_CENTS },
    quoteHours: config.PURCHASE_QUOTE_HOURS,
  });

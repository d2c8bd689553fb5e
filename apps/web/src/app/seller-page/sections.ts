import type { ComponentType } from 'react';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { shopsApi } from '@cabinet/contracts/shops';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import type { sellerPageNamespaces } from './namespaces.ts';
import { SellerMoneySection } from '../../features/money/components/seller-money-section.tsx';
import { SellerShipmentsSection } from '../../features/shipments/components/seller-shipments-section.tsx';
import { SellerShopsSection } from '../../features/shops/components/seller-shops-section.tsx';
import { SellerStockSection } from '../../features/warehouse-stock/components/seller-stock-section.tsx';
import { SellerWithdrawalsSection } from '../../features/withdrawals/components/seller-withdrawals-section.tsx';

export interface SellerSection {
  id: string;
  /** What the section reads: an operator whose roles do not open it does not see the section. */
  reads: Pick<EndpointDefinition, 'opsRole'>;
  /** The feature whose words the section speaks (loaded with the page). */
  namespace: (typeof sellerPageNamespaces)[number];
  Section: ComponentType<{ accountId: number }>;
}

/**
 * The seller's page, section by section: each desk brings its own (its feature's component, words and badges), and
 * a section is one entry here. A warehouse clerk sees shipments and stock; finance and support the money.
 */
export const sellerSections: SellerSection[] = [
  { id: 'money', reads: moneyOpsApi.account, namespace: 'money', Section: SellerMoneySection },
  { id: 'shipments', reads: opsShipmentsApi.list, namespace: 'shipments', Section: SellerShipmentsSection },
  { id: 'withdrawals', reads: withdrawalsOpsApi.list, namespace: 'withdrawals', Section: SellerWithdrawalsSection },
  { id: 'stock', reads: opsStockApi.list, namespace: 'warehouse-stock', Section: SellerStockSection },
  { id: 'shops', reads: shopsApi.opsShops, namespace: 'shops', Section: SellerShopsSection },
];

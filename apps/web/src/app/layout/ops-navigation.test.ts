import { auditApi } from '@cabinet/contracts/audit';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { approvalsOpsApi } from '@cabinet/contracts/approvals';
import { cashbackApi } from '@cabinet/contracts/cashback';
import { opsDisposalApi } from '@cabinet/contracts/disposal';
import { errorReportsApi } from '@cabinet/contracts/error-reports';
import { invoicesOpsApi } from '@cabinet/contracts/invoices';
import { lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { operatorsApi } from '@cabinet/contracts/operators';
import { paymentLinksOpsApi } from '@cabinet/contracts/payment-links';
import { purchasesOpsApi } from '@cabinet/contracts/purchases-ops';
import { queuesApi } from '@cabinet/contracts/queues';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import { opsUsPackagesApi } from '@cabinet/contracts/us-packages';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shopsApi } from '@cabinet/contracts/shops';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { topUpsOpsApi } from '@cabinet/contracts/top-up';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { opsStorageApi } from '@cabinet/contracts/warehouse-storage';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { paths } from '../../shared/lib/paths.ts';
import { opsMenu } from './ops-navigation.ts';

/*
 * A desk is shown to whoever may read its list: the menu keeps the role beside each item (the shell does not load
 * every contract to read it), and this test holds it to the list's role in the endpoint table.
 */
const deskList: Record<string, EndpointDefinition> = {
  [paths.ops]: queuesApi.list,
  [paths.opsAccounts]: moneyOpsApi.accounts,
  [paths.opsTopUps]: topUpsOpsApi.list,
  [paths.opsInvoices]: invoicesOpsApi.list,
  [paths.opsCashbackRules]: cashbackApi.rules,
  [paths.opsPaymentLinks]: paymentLinksOpsApi.list,
  [paths.opsPurchases]: purchasesOpsApi.list,
  [paths.opsWithdrawals]: withdrawalsOpsApi.list,
  [paths.opsApprovals]: approvalsOpsApi.list,
  [paths.opsUnidentifiedPayments]: lostPaymentsOpsApi.payments,
  [paths.opsTariffs]: tariffsApi.tables,
  [paths.opsReturns]: opsReturnsApi.list,
  [paths.opsUsPackages]: opsUsPackagesApi.list,
  [paths.opsStorageTariffs]: opsStorageApi.tariffs,
  [paths.opsShipments]: opsShipmentsApi.list,
  [paths.opsReceiving]: opsShipmentsApi.lookup,
  [paths.opsWarehouse]: opsStockApi.list,
  [paths.opsDisposals]: opsDisposalApi.list,
  [paths.opsShops]: shopsApi.opsShops,
  [paths.opsErrorReports]: errorReportsApi.opsList,
  [paths.opsOperators]: operatorsApi.list,
  [paths.opsAudit]: auditApi.list,
};

describe('the back office menu', () => {
  it('shows each desk to the roles that may read its list', () => {
    expect(opsMenu.map((item) => item.path).sort()).toEqual(Object.keys(deskList).sort());
    for (const item of opsMenu) expect(item.opsRole, item.path).toEqual(deskList[item.path]!.opsRole);
  });
});

/** Every route of the app, so that no page spells another page's path by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotten: '/login/forgotten',
  restorePassword: '/restore-password',
  logout: '/logout',
  dashboard: '/dashboard',
  account: '/account',
  accountEdit: '/account/edit',
  changePassword: '/settings/change-password',
  passportInfo: '/settings/account-passport-info',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  subaccounts: '/subaccounts',
  subaccountNew: '/subaccounts/new',
  subaccountEdit: '/subaccounts/edit',
  subaccountAccept: '/subaccounts/accept',
  addresses: '/addresses',
  addressNew: '/addresses/new',
  /** Route pattern; build links with `addressEditUrl`. */
  addressEdit: '/addresses/:id/edit',
  legalInfo: '/legal-info',
  /** The public parcel calculator and the cart of quotes (§2). */
  calculator: '/calculator',
  cart: '/cart',
  /** The public customs codes catalogue (UKTVED, §2). */
  hsCodes: '/hs-codes',
  /** The seller's catalogue (§2) and its manufacturers. */
  products: '/products',
  productManufacturers: '/products/manufacturers',
  productsImport: '/products/import',
  /** Route pattern; build links with `legalDocumentUrl`. */
  legalDocument: '/legal-info/:slug',
  twoFactor: '/settings/2fa',
  twoFactorInit: '/settings/2fa/init',
  twoFactorAdd: '/settings/2fa/add',
  // Money (issue 4, spec §2).
  summaryReport: '/account/summary-report',
  /** §2: what the seller paid for handling and labels, by day and kind. */
  handlingReport: '/reports/handling-and-labels',
  cashback: '/cashback',
  topUp: '/money-in',
  topUpCheckout: '/money-in/checkout',
  invoices: '/invoices',
  /** Route pattern; build links with `invoiceUrl`. */
  invoice: '/invoices/:id',
  /** Route pattern: `incoming` or `sent`; build links with `paymentsUrl`. */
  payments: '/payments/:type',
  payMoney: '/pay-money',
  payMoneyCheckout: '/pay-money/checkout',
  getMoney: '/get-money',
  getMoneyInvoices: '/get-money/invoices',
  getMoneyCheckout: '/get-money/checkout',
  /** Route pattern; build links with `requisitesUrl`. */
  requisites: '/requisites/:method',
  sendMoney: '/send-money',
  walletAccounts: '/payoneer-accounts',
  /** Route pattern; build links with `walletAccountActivateUrl`. */
  walletAccountActivate: '/payoneer-accounts/:accountId/activate/',
  balanceLog: '/balance-log',
  moneyHoldLog: '/money-hold-log',
  paymentLinks: '/payment-links',
  paymentLinkNew: '/payment-links/new',
  lostPayments: '/lost-payments/',
  withdrawalAgreements: '/withdrawal-agreements',
  incomingPaymentsReport: '/reports/incoming-payments',
  /** Not in §2's list, which names the menu item "virtual cards" but no route: ours. */
  virtualCards: '/virtual-cards',
  /** The public page where a buyer pays a seller's payment link. */
  payLink: '/pay/:code',
  /** Where the payments provider sends the buyer back (?payment=<reference>): after paying or declining… */
  payLinkDone: '/pay/:code/done',
  /** …or after leaving its checkout without paying. */
  payLinkCancelled: '/pay/:code/cancelled',
  /** The operators' back office: its home page, what waits at each desk. */
  ops: '/ops',
  /** The back office's sellers: find one by name, e-mail or account number. */
  opsAccounts: '/ops/accounts',
  /** The back office's top-up desk: bank transfers to confirm, marketplace payouts to register. */
  opsTopUps: '/ops/top-ups',
  /** The back office's cashback rates. */
  opsCashbackRules: '/ops/cashback-rules',
  /** The back office's invoices desk: issue invoices to sellers. */
  opsInvoices: '/ops/invoices',
  opsPaymentLinks: '/ops/payment-links',
  opsWithdrawals: '/ops/withdrawals',
  /** Payouts, credits and debits above the threshold, waiting for a second operator (issue 23). */
  opsApprovals: '/ops/approvals',
  opsUnidentifiedPayments: '/ops/unidentified-payments',
  /** The back office's tariff tables (one delivery type and zone at a time). */
  opsTariffs: '/ops/tariffs',
  /** Route pattern; build links with `opsAccountUrl`. */
  opsAccount: '/ops/accounts/:id',
  /** The back office's shipment desk: find, receive at a warehouse, move along the state machine. */
  opsShipments: '/ops/shipments',
  /** Route pattern; build links with `opsShipmentUrl`. */
  opsShipment: '/ops/shipments/:id',
  /** Scanner-first receiving: scan a parcel's sticker, weigh and measure it, receive it, scan the next. */
  opsReceiving: '/ops/shipments/receiving',
  // Shipments (issue 5, spec §2).
  shipmentCreate: '/shipments/create',
  shipments: '/shipments/list',
  shipmentsProcess: '/shipments/process',
  // Packages at the US warehouse (issue 24): the seller's list, the warehouse's check-in desk.
  usPackages: '/buy/packages',
  /** §2 /lost-orders: the unidentified purchases every seller may claim. */
  lostOrders: '/lost-orders',
  opsUsPackages: '/ops/us-packages',
  // Returns (issue 5, spec §2).
  shipmentReturns: '/shipments/returns',
  /** §2 national postal shipments (Ukrposhta): the list, and a new one. */
  nationalPost: '/ukrposhta-shipments',
  nationalPostNew: '/ukrposhta-shipments/new',
  unidentifiedReturns: '/shipments/returns/unidentified',
  /** Route pattern; build links with `returnClaimUrl`. */
  returnClaim: '/shipments/returns/unidentified/:returnId/claim',
  /** The back office's returns desk: register returns, decide claims, mark processed. */
  opsReturns: '/ops/returns',
  // Warehouse storage (issue 6, spec §2): the public calculator, the monthly charges; the operators' tariffs.
  warehouseCalculator: '/warehouse/calculator',
  warehouseCharges: '/warehouse/charges',
  /** Route pattern; build links with `warehouseChargeUrl`. */
  warehouseCharge: '/warehouse/charges/:id',
  opsStorageTariffs: '/ops/storage-tariffs',
  // US warehouse stock and disposal (issue 6, spec §2).
  warehouseStock: '/products/warehouse',
  disposal: '/warehouse/disposal',
  /** The back office's warehouse desk (inbound, stock) and its disposal desk. */
  opsWarehouse: '/ops/warehouse',
  opsDisposals: '/ops/disposals',
  // Shop integrations and marketplace orders (issue 14, spec §2).
  /** Route pattern; build links with `connectUrl` (a shop kind, or `request` for the connection-request form). */
  connect: '/connect/:platform',
  /** Route pattern; build links with `ordersUrl` (a shop kind, or `all`). */
  orders: '/orders/:type',
  /** Route pattern; build links with `orderUrl`. */
  order: '/orders/:type/:orderId',
  salesSettings: '/settings/sales',
  // Buy for me (issue 24, spec §2 "Purchases"): a new request, the seller's purchases, one purchase; the desk.
  buyNew: '/buy/new',
  purchases: '/buy/purchases',
  /** Route pattern; build links with `purchaseUrl`. */
  purchase: '/buy/purchases/:id',
  opsPurchases: '/ops/purchases',
  /** Route pattern; build links with `opsPurchaseUrl`. */
  opsPurchase: '/ops/purchases/:id',
  opsShops: '/ops/shops',
  opsErrorReports: '/ops/error-reports',
  opsOperators: '/ops/operators',
  opsAudit: '/ops/audit',
  /** Route pattern; build links with `opsErrorReportUrl`. */
  opsErrorReport: '/ops/error-reports/:id',
} as const;

export const connectUrl = (platform: string) => `/connect/${encodeURIComponent(platform)}`;
export const ordersUrl = (type: string) => `/orders/${encodeURIComponent(type)}`;
export const orderUrl = (type: string, id: number) => `/orders/${encodeURIComponent(type)}/${id}`;
/** The create form's parameter naming the marketplace order to fill the shipment from (its id). */
export const FROM_ORDER_PARAM = 'from_order';
export const shipmentFromOrderUrl = (orderId: number) =>
  `${paths.shipmentCreate}?${new URLSearchParams({ [FROM_ORDER_PARAM]: String(orderId) })}`;

/** The create form's parameter naming products to add as customs lines ("1,2"): a double-click on stock (§9). */
export const ADD_PRODUCTS_PARAM = 'add_products';

/** /shipments/create?add_products=1,2 */
export const parcelWithProductsUrl = (productIds: number[]) =>
  `${paths.shipmentCreate}?${new URLSearchParams({ [ADD_PRODUCTS_PARAM]: productIds.join(',') })}`;

export const purchaseUrl = (id: number) => `/buy/purchases/${id}`;
export const opsPurchaseUrl = (id: number) => `/ops/purchases/${id}`;

/** /warehouse/charges/{id} (§2). */
export const warehouseChargeUrl = (id: number) => `/warehouse/charges/${id}`;

export const CAME_FROM_PARAM = 'cameFrom';
/** Why the app sent the user to /account/edit: the `mandatory_field` of a §7 403 answer. */
export const REQUIRED_PARAM = 'required';

/** /account/edit, saying which data a refused request needed (§7: 403 with a mandatory field). */
export function accountEditUrl(mandatoryField?: string | null): string {
  if (!mandatoryField) return paths.accountEdit;
  return `${paths.accountEdit}?${new URLSearchParams({ [REQUIRED_PARAM]: mandatoryField })}`;
}

/** /login, remembering where the user wanted to go. */
export function loginUrl(cameFrom?: string | null): string {
  if (!cameFrom) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [CAME_FROM_PARAM]: cameFrom })}`;
}

/** /legal-info/{document} (§2). */
export function legalDocumentUrl(slug: string): string {
  return `${paths.legalInfo}/${encodeURIComponent(slug)}`;
}

/** /subaccounts/edit?id={id} (§2). */
export function subaccountEditUrl(id: number): string {
  return `${paths.subaccountEdit}?${new URLSearchParams({ id: String(id) })}`;
}

/** /invoices/{id} (§2). */
export const invoiceUrl = (id: number) => `${paths.invoices}/${id}`;

/** /payments/{type} (§2): incoming or sent. */
export const paymentsUrl = (type: 'incoming' | 'sent') => `/payments/${type}`;

/** /requisites/{method} (§2). */
export const requisitesUrl = (method: string) => `/requisites/${encodeURIComponent(method)}`;

/** /payoneer-accounts/{account_id}/activate/ (§2). */
export const walletAccountActivateUrl = (accountId: number) => `${paths.walletAccounts}/${accountId}/activate/`;

/** The public pay page of a payment link. */
export const payLinkUrl = (code: string) => `/pay/${encodeURIComponent(code)}`;

/** The back office's page of one seller. */
export const opsAccountUrl = (id: number) => `/ops/accounts/${id}`;

/** A desk's address filtered by one seller (`account_id`), and by what else it takes: the seller's page links so. */
export const opsSellerDeskUrl = (desk: string, accountId: number, more: Record<string, string> = {}) =>
  `${desk}?${new URLSearchParams({ ...more, account_id: String(accountId) })}`;

/** The back office's page of one shipment. */
export const opsShipmentUrl = (id: number) => `/ops/shipments/${id}`;

/** The back office's page of one reported error. */
export const opsErrorReportUrl = (id: number) => `/ops/error-reports/${id}`;

/** /money-in/checkout?top_up={id}: where the payment provider sends the seller back. */
export const topUpCheckoutUrl = (topUpId: number) =>
  `${paths.topUpCheckout}?${new URLSearchParams({ top_up: String(topUpId) })}`;

/** /addresses/{id}/edit of one address book entry. */
export function addressEditUrl(id: string): string {
  return paths.addressEdit.replace(':id', encodeURIComponent(id));
}

/** /shipments/list?shipment={id}: the list with one shipment's detail open (a linkable drawer). */
export const shipmentUrl = (id: number) => `${paths.shipments}?${new URLSearchParams({ shipment: String(id) })}`;

/** /shipments/returns/unidentified/{return_id}/claim (§2). */
export const returnClaimUrl = (returnId: number) => `${paths.unidentifiedReturns}/${returnId}/claim`;

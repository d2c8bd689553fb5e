import { matchPath } from 'react-router';
import type { Permission } from '@cabinet/contracts/permissions';
import type { User } from '@cabinet/contracts/user';
import { connectUrl, ordersUrl, paths, paymentsUrl } from '../../shared/lib/paths.ts';

/** Addresses outside the app that only the API knows (configured per installation); see `ExternalLinks`. */
export type ExternalLinkKey = 'old_market';
/** The addresses known now; an item whose address is unknown or not configured is not shown. */
export type ExternalLinks = Partial<Record<ExternalLinkKey, string | null>>;

interface MenuItemBase {
  labelKey: string;
  /** A sub-account member sees the item only with this permission. */
  permission?: Permission;
}

/** A screen of the app. */
export interface RouteMenuItem extends MenuItemBase {
  path: string;
  external?: never;
}

/** An address outside the app, opened in a new tab (the old market's own cabinet). */
export interface ExternalMenuItem extends MenuItemBase {
  external: ExternalLinkKey;
  path?: never;
}

export type MenuItem = RouteMenuItem | ExternalMenuItem;

export interface MenuSection<Item = MenuItem> {
  key: string;
  labelKey: string;
  items: Item[];
}

/** An item as the side nav draws it: `path` is the app's path, or the outside address when `external`. */
export interface ShownMenuItem {
  labelKey: string;
  path: string;
  external: boolean;
}

/**
 * The menus of spec §2 "Menus, by label". Each feature adds its items here as its screens arrive; an item whose
 * path has no route is never shown (see `visibleMenu`), so the menu cannot hold a dead link.
 */
export const menu: MenuSection[] = [
  { key: 'home', labelKey: 'shell.menu.home', items: [{ labelKey: 'shell.menu.home', path: paths.dashboard }] },
  {
    key: 'parcels',
    labelKey: 'shell.menu.parcels',
    items: [
      { labelKey: 'shell.menu.create_parcel', path: paths.shipmentCreate, permission: 'shipments.write' },
      { labelKey: 'shell.menu.my_parcels', path: paths.shipments, permission: 'shipments.read' },
      { labelKey: 'shell.menu.parcels_process', path: paths.shipmentsProcess, permission: 'shipments.read' },
      { labelKey: 'shell.menu.warehouse_stock', path: paths.warehouseStock, permission: 'warehouse.read' },
      { labelKey: 'shell.menu.disposal', path: paths.disposal, permission: 'warehouse.read' },
      { labelKey: 'shell.menu.warehouse_calculator', path: paths.warehouseCalculator },
      { labelKey: 'shell.menu.storage_charges', path: paths.warehouseCharges, permission: 'warehouse.read' },
      { labelKey: 'shell.menu.calculator', path: paths.calculator },
      { labelKey: 'shell.menu.refill', path: paths.topUp, permission: 'money.write' },
      { labelKey: 'shell.menu.national_post', path: paths.nationalPost, permission: 'shipments.read' },
      { labelKey: 'shell.menu.national_post_new', path: paths.nationalPostNew, permission: 'shipments.write' },
      { labelKey: 'shell.menu.unidentified_returns', path: paths.unidentifiedReturns, permission: 'shipments.read' },
      { labelKey: 'shell.menu.my_returns', path: paths.shipmentReturns, permission: 'shipments.read' },
    ],
  },
  {
    key: 'purchases',
    labelKey: 'shell.menu.purchases',
    items: [
      { labelKey: 'shell.menu.new_purchase', path: paths.buyNew, permission: 'purchases.write' },
      { labelKey: 'shell.menu.my_purchases', path: paths.purchases, permission: 'purchases.read' },
      { labelKey: 'shell.menu.my_packages', path: paths.usPackages, permission: 'purchases.read' },
      { labelKey: 'shell.menu.unidentified_purchases', path: paths.lostOrders, permission: 'purchases.read' },
    ],
  },
  {
    key: 'bills',
    labelKey: 'shell.menu.bills',
    items: [
      { labelKey: 'shell.menu.my_account', path: paths.balanceLog, permission: 'money.read' },
      { labelKey: 'shell.menu.money_in', path: paths.topUp, permission: 'money.write' },
      { labelKey: 'shell.menu.money_out', path: paths.getMoney, permission: 'money.write' },
    ],
  },
  {
    key: 'payments',
    labelKey: 'shell.menu.payments',
    items: [
      { labelKey: 'shell.menu.payments_incoming', path: paymentsUrl('incoming'), permission: 'money.read' },
      { labelKey: 'shell.menu.payments_sent', path: paymentsUrl('sent'), permission: 'money.read' },
    ],
  },
  {
    key: 'integrations',
    labelKey: 'shell.menu.integrations',
    items: [
      { labelKey: 'shell.menu.etsy', path: connectUrl('etsy'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.amazon', path: connectUrl('amazon'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.shopify', path: connectUrl('shopify'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.ebay', path: connectUrl('ebay'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.market', path: connectUrl('market'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.old_market', external: 'old_market', permission: 'integrations.read' },
      { labelKey: 'shell.menu.shop_request', path: connectUrl('request'), permission: 'integrations.read' },
    ],
  },
  {
    key: 'my_account',
    labelKey: 'shell.menu.my_account',
    items: [
      { labelKey: 'shell.menu.received_sent', path: paths.incomingPaymentsReport, permission: 'money.read' },
      { labelKey: 'shell.menu.handling_report', path: paths.handlingReport, permission: 'money.read' },
      { labelKey: 'shell.menu.refill', path: paths.topUp, permission: 'money.write' },
      { labelKey: 'shell.menu.withdrawals', path: paths.getMoneyInvoices, permission: 'money.read' },
      { labelKey: 'shell.menu.transfer', path: paths.sendMoney, permission: 'money.write' },
      { labelKey: 'shell.menu.virtual_cards', path: paths.virtualCards, permission: 'money.read' },
      { labelKey: 'shell.menu.wallet_accounts', path: paths.walletAccounts, permission: 'money.read' },
      { labelKey: 'shell.menu.cashback', path: paths.cashback, permission: 'money.read' },
      { labelKey: 'shell.menu.issued_invoices', path: paths.invoices, permission: 'money.read' },
      { labelKey: 'shell.menu.balance_log', path: paths.balanceLog, permission: 'money.read' },
      { labelKey: 'shell.menu.hold_log', path: paths.moneyHoldLog, permission: 'money.read' },
      { labelKey: 'shell.menu.withdrawal_agreements', path: paths.withdrawalAgreements, permission: 'money.read' },
    ],
  },
  {
    key: 'sales',
    labelKey: 'shell.menu.sales',
    items: [
      { labelKey: 'shell.menu.my_sales', path: ordersUrl('all'), permission: 'integrations.read' },
      { labelKey: 'shell.menu.payment_links', path: paths.paymentLinks, permission: 'money.read' },
      { labelKey: 'shell.menu.lost_payments', path: paths.lostPayments, permission: 'money.read' },
    ],
  },
  {
    key: 'account',
    labelKey: 'shell.menu.account',
    items: [
      { labelKey: 'shell.menu.my_products', path: paths.products, permission: 'products.read' },
      { labelKey: 'shell.menu.products_import', path: paths.productsImport, permission: 'products.read' },
      { labelKey: 'shell.menu.personal_info', path: paths.account },
      { labelKey: 'shell.menu.notifications', path: paths.notifications, permission: 'account.read' },
      { labelKey: 'shell.menu.address_book', path: paths.addresses, permission: 'addresses.read' },
      { labelKey: 'shell.menu.customs_codes', path: paths.hsCodes },
      { labelKey: 'shell.menu.change_password', path: paths.changePassword },
      { labelKey: 'shell.menu.passport', path: paths.passportInfo, permission: 'account.read' },
      { labelKey: 'shell.menu.summary_report', path: paths.summaryReport, permission: 'money.read' },
      { labelKey: 'shell.menu.notification_settings', path: paths.notificationSettings },
      { labelKey: 'shell.menu.sales_settings', path: paths.salesSettings, permission: 'integrations.read' },
      { labelKey: 'shell.menu.subaccounts', path: paths.subaccounts, permission: 'subaccounts.read' },
      { labelKey: 'shell.menu.two_factor', path: paths.twoFactor },
      { labelKey: 'shell.menu.logout', path: paths.logout },
    ],
  },
];

/**
 * Whether the route table has a screen at this path: the path itself, or a pattern it fills (`/orders/all` is a
 * screen when `/orders/:type` is routed).
 */
export function isRouted(routed: Set<string>, path: string): boolean {
  if (routed.has(path)) return true;
  for (const pattern of routed) if (pattern.includes(':') && matchPath(pattern, path)) return true;
  return false;
}

/**
 * The menu this user sees: items with a route (or, for an outside address, with the address configured), and for
 * members only what their permissions allow.
 */
export function visibleMenu(
  sections: MenuSection[],
  routed: Set<string>,
  user: Pick<User, 'permissions'>,
  externalLinks: ExternalLinks = {},
): MenuSection<ShownMenuItem>[] {
  const granted = new Set(user.permissions);
  const shown = (item: MenuItem): ShownMenuItem | null => {
    if (item.permission && !granted.has(item.permission)) return null;
    if (item.external) {
      const href = externalLinks[item.external];
      return href ? { labelKey: item.labelKey, path: href, external: true } : null;
    }
    return isRouted(routed, item.path) ? { labelKey: item.labelKey, path: item.path, external: false } : null;
  };
  return sections
    .map((section) => ({
      ...section,
      items: section.items.map(shown).filter((item): item is ShownMenuItem => item !== null),
    }))
    .filter((section) => section.items.length > 0);
}

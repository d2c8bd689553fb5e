import type {
  Money as AmazonMoney,
  Order as AmazonOrder,
  OrderItem as AmazonOrderItem,
  OrderStatus as AmazonOrderStatus,
} from './model.ts';
import { MARKETPLACES } from './app.ts';
import { BUYERS, CATALOG, CUSTOM_MUG } from './catalog.ts';
import { listPrice } from '../marketplace-kit/currencies.ts';
import { freshRandom, sandboxRandom, seedOf, type SandboxRandom } from '../marketplace-kit/random.ts';
import { sha256 } from '../marketplace-kit/store.ts';

/*
 * The sandbox's made-up Amazon orders, in Orders v0's own shape: 3-7-7 order ids, 14-digit item ids, PascalCase
 * fields, Money as decimal strings. A shop opened at the consent page gets a dozen of them over the last 60 days in
 * the states a real MFN seller sees; later ones arrive paid (Unshipped). Each shop's set is the same on every install.
 * An order belongs to the marketplace it was placed in, and is priced in that marketplace's currency: a Canadian buyer
 * orders on Amazon.ca in Canadian dollars (when the store sells there), everyone else on Amazon.com in US dollars.
 */

/** What the sandbox keeps of an order (the `body` of its row): the order and its items, as getOrder* answer them. */
export type AmazonOrderRecord = {
  order: AmazonOrder;
  items: AmazonOrderItem[];
  /** The packages confirmed so far: Amazon keeps them, Orders v0 does not show them. */
  packages?: Array<{ packageReferenceId: string; trackingNumber: string }>;
};

const DAY = 86_400_000;

/** Amazon's relay address for the buyer: made from the order id, so a shop's seeded orders stay the same. */
const buyerAlias = (orderId: string) => sha256(orderId).slice(0, 15);
/** Sales tax on US orders, as Amazon collects it as marketplace facilitator. */
const US_TAX_RATE = 0.0825;

interface OrderPlan {
  at: Date;
  status: AmazonOrderStatus;
  /** The marketplaces the store sells in, its home first. */
  marketplaces: readonly string[];
  /** A buyer from this country (else one at random). */
  buyerCountry?: string;
  lines?: number;
  giftMessage?: string;
  custom?: boolean;
  promotion?: boolean;
  /** Fulfilled by Amazon (FBA): Amazon ships it from its own warehouse, the seller never does. */
  afn?: boolean;
  /** An Amazon Business purchase: a company buyer, with its purchase order number. */
  business?: boolean;
  /** A free replacement Amazon asked the seller to send for this earlier order. */
  replaces?: string;
  /** The buyer asked to cancel, with this reason, and the seller has not answered yet. */
  buyerCancel?: string;
}

const moneyIn =
  (currency: string) =>
  (cents: number): AmazonMoney => ({ CurrencyCode: currency, Amount: (cents / 100).toFixed(2) });

/** Where a buyer from `country` orders: their own country's marketplace when the store sells there, else its home. */
const marketplaceFor = (marketplaces: readonly string[], country: string) =>
  marketplaces.find((id) => MARKETPLACES[id]?.country === country) ?? marketplaces[0]!;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function itemsOf(random: SandboxRandom, plan: OrderPlan, domestic: boolean, currency: string): AmazonOrderItem[] {
  const money = moneyIn(currency);
  const products = plan.custom ? [CUSTOM_MUG] : Array.from({ length: plan.lines ?? 1 }, () => random.pick(CATALOG));
  return products.map((product, index) => {
    const quantity = plan.custom ? 1 : random.int(1, 2);
    // A replacement is sent free of charge; Amazon Prime's FBA shipping costs the buyer nothing.
    const price = plan.replaces ? 0 : listPrice(product.price, currency) * quantity;
    const shipping = index === 0 && !plan.replaces && !plan.afn ? listPrice(domestic ? 499 : 1499, currency) : 0;
    const shipped = plan.status === 'Shipped' || (plan.status === 'PartiallyShipped' && index === 0) ? quantity : 0;
    const buyerInfo = {
      ...(plan.giftMessage && index === 0 ? { GiftMessageText: plan.giftMessage, GiftWrapLevel: 'Classic' } : {}),
      ...(plan.custom
        ? { BuyerCustomizedInfo: { CustomizedURL: `https://zme-caps.amazon.com/t/${random.digits(12)}/custom.zip` } }
        : {}),
    };
    return {
      ASIN: product.asin,
      SellerSKU: product.sku,
      OrderItemId: random.digits(14),
      Title: product.title,
      QuantityOrdered: quantity,
      QuantityShipped: shipped,
      ProductInfo: { NumberOfItems: '1' },
      ItemPrice: money(price),
      ShippingPrice: money(shipping),
      ItemTax: money(domestic ? Math.round(price * US_TAX_RATE) : 0),
      ShippingTax: money(0),
      ShippingDiscount: money(0),
      PromotionDiscount: money(plan.promotion ? Math.round(price * 0.1) : 0),
      PromotionIds: plan.promotion ? ['SANDBOX-10OFF'] : [],
      IsGift: plan.giftMessage && index === 0 ? 'true' : 'false',
      ConditionId: 'New',
      ConditionSubtypeId: 'New',
      IsTransparency: false,
      SerialNumberRequired: false,
      ...(Object.keys(buyerInfo).length > 0 ? { BuyerInfo: buyerInfo } : {}),
      BuyerRequestedCancel: plan.buyerCancel
        ? { IsBuyerRequestedCancel: 'true', BuyerCancelReason: plan.buyerCancel }
        : { IsBuyerRequestedCancel: 'false', BuyerCancelReason: '' },
    };
  });
}

/** How long after the purchase the order last changed: paid within minutes, shipped or cancelled days later. */
const settledAfter: Record<AmazonOrderStatus, number> = {
  Pending: 0,
  PendingAvailability: 0,
  Unshipped: 20 * 60_000,
  InvoiceUnconfirmed: 20 * 60_000,
  Unfulfillable: 20 * 60_000,
  PartiallyShipped: DAY,
  Shipped: 2 * DAY,
  Canceled: DAY,
};

export function makeAmazonOrder(random: SandboxRandom, plan: OrderPlan): AmazonOrderRecord {
  const drawn = random.pick(BUYERS);
  const buyer = (plan.buyerCountry && BUYERS.find((b) => b.CountryCode === plan.buyerCountry)) || drawn;
  const domestic = buyer.CountryCode === 'US';
  const marketplaceId = marketplaceFor(plan.marketplaces, buyer.CountryCode ?? 'US');
  const marketplace = MARKETPLACES[marketplaceId] ?? { currency: 'USD', salesChannel: 'Amazon.com' };
  const money = moneyIn(marketplace.currency);
  const items = itemsOf(random, plan, domestic, marketplace.currency);
  const total = items.reduce(
    (sum, item) =>
      sum +
      [item.ItemPrice, item.ShippingPrice, item.ItemTax, item.ShippingTax].reduce(
        (part, m) => part + Math.round(Number(m?.Amount ?? 0) * 100),
        0,
      ) -
      Math.round(Number(item.PromotionDiscount?.Amount ?? 0) * 100),
    0,
  );
  const shipped = items.reduce((n, item) => n + (item.QuantityShipped ?? 0), 0);
  const ordered = items.reduce((n, item) => n + item.QuantityOrdered, 0);
  const at = plan.at.getTime();
  const orderId = `${random.int(111, 114)}-${random.digits(7)}-${random.digits(7)}`;
  const order: AmazonOrder = {
    AmazonOrderId: orderId,
    PurchaseDate: iso(at),
    LastUpdateDate: iso(at + settledAfter[plan.status]),
    OrderStatus: plan.status,
    FulfillmentChannel: plan.afn ? 'AFN' : 'MFN',
    SalesChannel: marketplace.salesChannel,
    ShipServiceLevel: plan.afn ? 'Expedited' : domestic ? 'Std US D2D Dom' : 'Std US D2D Intl',
    OrderTotal: money(total),
    NumberOfItemsShipped: shipped,
    NumberOfItemsUnshipped: plan.status === 'Canceled' ? 0 : ordered - shipped,
    PaymentMethod: 'Other',
    PaymentMethodDetails: ['Standard'],
    MarketplaceId: marketplaceId,
    ShipmentServiceLevelCategory: 'Standard',
    OrderType: 'StandardOrder',
    EarliestShipDate: iso(at + DAY),
    LatestShipDate: iso(at + 3 * DAY),
    EarliestDeliveryDate: iso(at + (domestic ? 4 : 8) * DAY),
    LatestDeliveryDate: iso(at + (domestic ? 7 : 15) * DAY),
    IsBusinessOrder: plan.business === true,
    IsPrime: domestic && random.next() < 0.3,
    IsPremiumOrder: false,
    IsGlobalExpressEnabled: !domestic,
    IsReplacementOrder: plan.replaces !== undefined,
    ...(plan.replaces ? { ReplacedOrderId: plan.replaces } : {}),
    ...(plan.business ? { BuyerInvoicePreference: 'BUSINESS' } : {}),
    IsSoldByAB: false,
    IsISPU: false,
    IsAccessPointOrder: false,
    // Restricted data: getOrders shows it only to a Restricted Data Token (sandbox-restricted-data.ts).
    // Amazon relays e-mail only for the orders the seller ships (Buyer.buyerEmail in orders_2026-01-01.json).
    BuyerInfo: {
      ...(plan.afn ? {} : { BuyerEmail: `${buyerAlias(orderId)}@marketplace.amazon.com` }),
      ...(plan.business ? { PurchaseOrderNumber: `PO-${random.digits(6)}` } : {}),
    },
    ShippingAddress: plan.business
      ? { ...buyer, CompanyName: `${buyer.Name?.split(' ')[1] ?? 'Acme'} Supplies LLC`, AddressType: 'Commercial' }
      : { ...buyer, AddressType: 'Residential' },
  };
  return { order, items };
}

/**
 * What a store whose name contains a word gets besides the dozen (docs/sandbox-amazon.md, "Special store names"):
 * orders Amazon fulfils itself, Amazon Business orders, a replacement for the first shipped order, and an order whose
 * buyer asked to cancel.
 */
function extraPlans(handle: string, firstShipped: string | undefined): Array<Omit<OrderPlan, 'at' | 'marketplaces'>> {
  const name = handle.toLowerCase();
  return [
    ...(name.includes('fba')
      ? [
          { status: 'Shipped', afn: true },
          { status: 'Unshipped', afn: true },
        ]
      : []),
    ...(name.includes('business')
      ? [
          { status: 'Unshipped', business: true, lines: 2 },
          { status: 'Shipped', business: true },
        ]
      : []),
    ...(name.includes('replacement') && firstShipped ? [{ status: 'Unshipped', replaces: firstShipped }] : []),
    ...(name.includes('cancel') ? [{ status: 'Unshipped', buyerCancel: 'Changed mind about purchase' }] : []),
  ] as Array<Omit<OrderPlan, 'at' | 'marketplaces'>>;
}

/** The dozen orders a shop opens with, oldest first: shipped and cancelled ones behind, paid ones waiting. */
export function seedAmazonOrders(
  shopId: number,
  marketplaces: readonly string[],
  now: Date,
  handle = '',
): AmazonOrderRecord[] {
  const random = sandboxRandom(seedOf('amazon', shopId));
  const plans: Array<Omit<OrderPlan, 'at' | 'marketplaces'>> = [
    { status: 'Shipped' },
    { status: 'Shipped', lines: 2 },
    { status: 'Canceled' },
    { status: 'PartiallyShipped', lines: 2 },
    { status: 'Unshipped', promotion: true },
    { status: 'Unshipped', custom: true },
    { status: 'Unshipped', giftMessage: 'Happy birthday, Mom! With love from Kyiv, Anna' },
    { status: 'Unshipped', lines: 2 },
    { status: 'Unshipped', buyerCountry: 'CA' },
    { status: 'Unshipped' },
    { status: 'Pending' },
    { status: 'Pending' },
  ];
  const seeded = plans.map((plan, index) => {
    const daysAgo = 60 - index * 5 - random.next() * 2;
    return makeAmazonOrder(random, { ...plan, marketplaces, at: new Date(now.getTime() - daysAgo * DAY) });
  });
  // After the dozen, so a store's usual orders stay what they are on every install.
  const extras = extraPlans(handle, seeded[0]?.order.AmazonOrderId).map((plan, index) =>
    makeAmazonOrder(random, { ...plan, marketplaces, at: new Date(now.getTime() - (9 - index) * DAY) }),
  );
  return [...seeded, ...extras];
}

/** A new order whose payment Amazon authorised at `at` (it was placed a few minutes before). */
export const newAmazonOrder = (marketplaces: readonly string[], at: Date): AmazonOrderRecord =>
  makeAmazonOrder(freshRandom(), {
    status: 'Unshipped',
    marketplaces,
    at: new Date(at.getTime() - settledAfter.Unshipped),
  });

/**
 * `count` paid orders (the sandbox's bulk control), placed over the 30 days before `now` and settled at least five
 * minutes ago: getOrders shows only what changed more than two minutes before the call.
 */
export function bulkAmazonOrders(marketplaces: readonly string[], now: Date, count: number): AmazonOrderRecord[] {
  const random = freshRandom();
  const end = now.getTime() - 5 * 60_000 - settledAfter.Unshipped;
  return Array.from({ length: count }, (_, index) =>
    makeAmazonOrder(random, {
      status: 'Unshipped',
      marketplaces,
      at: new Date(end - ((count - index) / count) * 30 * DAY),
      lines: random.next() < 0.2 ? 2 : 1,
    }),
  );
}

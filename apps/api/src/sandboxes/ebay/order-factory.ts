import { convertCents } from '../marketplace-kit/currencies.ts';
import { freshRandom, sandboxRandom, seedOf, type SandboxRandom } from '../marketplace-kit/random.ts';
import type { Amount, CancelStatus, FulfillmentStatus, LineItem, Order, PaymentStatus } from './ebay-types.ts';
import { AUCTION_LOT, BUYERS, CATALOG } from './catalog.ts';

/*
 * The sandbox's made-up eBay orders in the Sell Fulfillment API's shape: `12-34567-89012` order ids with their legacy
 * item-transaction ids, amounts as `{value, currency}`, variation aspects, eBay's relay e-mails, the marketplace fee.
 * A user opened at the consent page gets a dozen over the last 60 days; later ones arrive paid. Each user's set is the
 * same on every install. The sandbox's sellers sell on eBay.com in US dollars; buyers in the UK and Germany buy on
 * their own eBay site and pay in pounds or euros, which eBay converts: what they pay shows on each amount as
 * `convertedFromValue` / `convertedFromCurrency` beside the seller's `value` / `currency` (Amount, in eBay's words).
 */

export type EbayFulfillmentRecord = {
  fulfillmentId: string;
  shippedDate: string;
  shippingCarrierCode: string;
  shipmentTrackingNumber: string;
  lineItems: Array<{ lineItemId: string; quantity: number }>;
};

/** What the sandbox keeps of an order (the `body` of its row): the order as getOrder answers it, and its shipments. */
export type EbayOrderRecord = { order: Order; fulfillments: EbayFulfillmentRecord[] };

const DAY = 86_400_000;
const US_TAX_RATE = 0.0825;

export interface EbayOrderPlan {
  at: Date;
  seller: string;
  status: 'unpaid' | 'paid' | 'shipped' | 'partly_shipped' | 'cancelled';
  lines?: number;
  note?: string;
  auction?: boolean;
  promotion?: boolean;
  /** The buyer has asked the seller to cancel (Post-Order), and the seller has not answered yet. */
  buyerCancel?: boolean;
  /** A buyer from this country (else one at random). */
  buyerCountry?: string;
}

const decimal = (cents: number) => (cents / 100).toFixed(2);
const amount = (cents: number): Amount => ({ value: decimal(cents), currency: 'USD' });
/** The eBay sites of buyers who pay in their own currency (the others buy on eBay.com). */
const BUYER_SITES: Record<string, { marketplaceId: string; currency: string }> = {
  GB: { marketplaceId: 'EBAY_GB', currency: 'GBP' },
  DE: { marketplaceId: 'EBAY_DE', currency: 'EUR' },
};
type Amounts = (cents: number) => Amount;
/** What the buyer pays: in dollars, and in their own currency before eBay converted it when they paid in another. */
const buyerAmounts =
  (currency: string): Amounts =>
  (cents) =>
    currency === 'USD'
      ? amount(cents)
      : {
          ...amount(cents),
          convertedFromValue: decimal(convertCents(cents, 'USD', currency)),
          convertedFromCurrency: currency,
        };
const iso = (ms: number) => new Date(ms).toISOString();

const FULFILMENT: Record<EbayOrderPlan['status'], FulfillmentStatus> = {
  unpaid: 'NOT_STARTED',
  paid: 'NOT_STARTED',
  shipped: 'FULFILLED',
  partly_shipped: 'IN_PROGRESS',
  cancelled: 'NOT_STARTED',
};
const PAYMENT: Record<EbayOrderPlan['status'], PaymentStatus> = {
  unpaid: 'PENDING',
  paid: 'PAID',
  shipped: 'PAID',
  partly_shipped: 'PAID',
  cancelled: 'FULLY_REFUNDED',
};
/** How long after the purchase the order last changed. */
const SETTLED: Record<EbayOrderPlan['status'], number> = {
  unpaid: 0,
  paid: 2 * 60_000,
  shipped: 2 * DAY,
  partly_shipped: DAY,
  cancelled: 30 * 60_000,
};

function lineItemsOf(
  random: SandboxRandom,
  plan: EbayOrderPlan,
  at: number,
  buyer: { domestic: boolean; site: string; pays: Amounts },
): LineItem[] {
  const { domestic, pays } = buyer;
  const products = plan.auction ? [AUCTION_LOT] : Array.from({ length: plan.lines ?? 1 }, () => random.pick(CATALOG));
  return products.map((product, index) => {
    const quantity = product.auction ? 1 : random.int(1, 2);
    const cost = product.price * quantity;
    const shipping = index === 0 ? (domestic ? 599 : 1899) : 0;
    const tax = domestic ? Math.round(cost * US_TAX_RATE) : 0;
    const status: FulfillmentStatus =
      plan.status === 'shipped' || (plan.status === 'partly_shipped' && index === 0) ? 'FULFILLED' : 'NOT_STARTED';
    const delivery = { minEstimatedDeliveryDate: iso(at + 4 * DAY), maxEstimatedDeliveryDate: iso(at + 9 * DAY) };
    return {
      lineItemId: random.digits(14),
      legacyItemId: random.digits(12),
      ...(product.aspects.length > 0
        ? { legacyVariationId: random.digits(12), variationAspects: product.aspects }
        : {}),
      sku: product.sku,
      title: product.title,
      lineItemCost: pays(cost),
      quantity,
      soldFormat: product.auction ? 'AUCTION' : 'FIXED_PRICE',
      listingMarketplaceId: 'EBAY_US',
      purchaseMarketplaceId: buyer.site,
      lineItemFulfillmentStatus: status,
      total: pays(cost + shipping + tax),
      deliveryCost: { shippingCost: pays(shipping) },
      appliedPromotions: [],
      refunds: [],
      taxes: domestic ? [{ amount: pays(tax), taxType: 'STATE_SALES_TAX' }] : [],
      properties: { buyerProtection: true, soldViaAdCampaign: false },
      lineItemFulfillmentInstructions: { ...delivery, shipByDate: iso(at + 3 * DAY), guaranteedDelivery: false },
    };
  });
}

function cancelStatusOf(random: SandboxRandom, plan: EbayOrderPlan, at: number): CancelStatus {
  if (plan.status === 'cancelled') {
    const done = iso(at + SETTLED.cancelled);
    return {
      cancelState: 'CANCELED',
      cancelledDate: done,
      cancelRequests: [
        {
          cancelInitiator: 'SELLER',
          cancelReason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
          cancelRequestedDate: done,
          cancelCompletedDate: done,
          cancelRequestId: random.digits(10),
          cancelRequestState: 'COMPLETED',
        },
      ],
    };
  }
  if (plan.buyerCancel) return buyerCancelRequested('ORDER_MISTAKE', new Date(at + 20 * 60_000), random.digits(10));
  return { cancelState: 'NONE_REQUESTED', cancelRequests: [] };
}

/** A buyer's cancellation request the seller has yet to approve or reject: the order's cancel is IN_PROGRESS. */
export const buyerCancelRequested = (reason: string, at: Date, cancelRequestId: string): CancelStatus => ({
  cancelState: 'IN_PROGRESS',
  cancelRequests: [
    {
      cancelInitiator: 'BUYER',
      cancelReason: reason,
      cancelRequestedDate: at.toISOString(),
      cancelRequestId,
      cancelRequestState: 'REQUESTED',
    },
  ],
});

type Buyer = (typeof BUYERS)[number];

/** What the order adds up to, in the seller's cents. */
function totalsOf(lineItems: LineItem[], plan: EbayOrderPlan, domestic: boolean) {
  const cents = (pick: (item: LineItem) => Amount | undefined) =>
    lineItems.reduce((sum, item) => sum + Math.round(Number(pick(item)?.value ?? 0) * 100), 0);
  const subtotal = cents((item) => item.lineItemCost);
  const shipping = cents((item) => (item.deliveryCost as { shippingCost: Amount }).shippingCost);
  const tax = domestic ? Math.round(subtotal * US_TAX_RATE) : 0;
  const discount = plan.promotion ? Math.round(subtotal * 0.1) : 0;
  const total = subtotal - discount + shipping + tax;
  // eBay's final value fee (13.25 %) and its per-order fee.
  const fee = Math.round(total * 0.1325) + 30;
  return { subtotal, shipping, tax, discount, total, fee };
}

function paymentSummaryOf(
  random: SandboxRandom,
  paid: boolean,
  totals: { total: number; fee: number },
  pays: Amounts,
  at: number,
) {
  return {
    totalDueSeller: amount(paid ? totals.total - totals.fee : 0),
    payments: paid
      ? [
          {
            paymentMethod: 'EBAY',
            paymentReferenceId: random.digits(16),
            paymentDate: iso(at + 60_000),
            amount: pays(totals.total),
            paymentStatus: 'PAID',
          },
        ]
      : [],
    refunds: [],
  };
}

/** Where the order goes: the buyer's address with eBay's relay e-mail, by USPS. */
function shipToInstructions(random: SandboxRandom, buyer: Buyer, domestic: boolean, at: number) {
  return [
    {
      fulfillmentInstructionsType: 'SHIP_TO',
      minEstimatedDeliveryDate: iso(at + 4 * DAY),
      maxEstimatedDeliveryDate: iso(at + 9 * DAY),
      ebaySupportedFulfillment: false,
      shippingStep: {
        shipTo: {
          ...buyer.shipTo,
          email: `${random.digits(8)}${buyer.username.replace(/[^a-z]/g, '').slice(0, 6)}@members.ebay.com`,
        },
        shippingCarrierCode: 'USPS',
        shippingServiceCode: domestic ? 'USPSPriority' : 'USPSPriorityMailInternational',
      },
    },
  ];
}

export function makeEbayOrder(random: SandboxRandom, plan: EbayOrderPlan): EbayOrderRecord {
  const drawn = random.pick(BUYERS);
  const buyer =
    BUYERS.find((b) => plan.buyerCountry && b.shipTo.contactAddress?.countryCode === plan.buyerCountry) ?? drawn;
  const country = buyer.shipTo.contactAddress?.countryCode ?? 'US';
  const domestic = country === 'US';
  const site = BUYER_SITES[country];
  const pays = buyerAmounts(site?.currency ?? 'USD');
  const at = plan.at.getTime();
  const lineItems = lineItemsOf(random, plan, at, { domestic, site: site?.marketplaceId ?? 'EBAY_US', pays });
  const totals = totalsOf(lineItems, plan, domestic);
  const { subtotal, shipping, tax, discount, total, fee } = totals;
  // Drawn in this order on the user's generator (id, cancel, payment, relay e-mail, sales record), so their orders
  // stay the same from run to run: each helper is called in its place.
  const order: Order = {
    orderId: `${random.int(10, 27)}-${random.digits(5)}-${random.digits(5)}`,
    creationDate: iso(at),
    lastModifiedDate: iso(at + SETTLED[plan.status]),
    orderFulfillmentStatus: FULFILMENT[plan.status],
    orderPaymentStatus: PAYMENT[plan.status],
    sellerId: plan.seller,
    buyer: {
      username: buyer.username,
      taxAddress: {
        stateOrProvince: buyer.shipTo.contactAddress?.stateOrProvince,
        postalCode: buyer.shipTo.contactAddress?.postalCode,
        countryCode: buyer.shipTo.contactAddress?.countryCode,
      },
    },
    ...(plan.note ? { buyerCheckoutNotes: plan.note } : {}),
    pricingSummary: {
      priceSubtotal: pays(subtotal),
      ...(discount > 0 ? { priceDiscount: pays(-discount) } : {}),
      deliveryCost: pays(shipping),
      ...(tax > 0 ? { tax: pays(tax) } : {}),
      total: pays(total),
    },
    cancelStatus: cancelStatusOf(random, plan, at),
    paymentSummary: paymentSummaryOf(random, PAYMENT[plan.status] !== 'PENDING', totals, pays, at),
    fulfillmentStartInstructions: shipToInstructions(random, buyer, domestic, at),
    fulfillmentHrefs: [],
    lineItems,
    salesRecordReference: random.digits(4),
    ebayCollectAndRemitTax: domestic,
    totalFeeBasisAmount: amount(total),
    totalMarketplaceFee: amount(fee),
  };
  return { order, fulfillments: [] };
}

/** The dozen orders a user opens with, oldest first. */
export function seedEbayOrders(shopId: number, seller: string, now: Date): EbayOrderRecord[] {
  const random = sandboxRandom(seedOf('ebay', shopId));
  const plans: Array<Omit<EbayOrderPlan, 'at' | 'seller'>> = [
    { status: 'shipped' },
    { status: 'shipped', lines: 2 },
    { status: 'cancelled' },
    { status: 'partly_shipped', lines: 2 },
    { status: 'paid', promotion: true },
    { status: 'paid', note: 'Personalization: please paint the name "Olha" on the mug.' },
    {
      status: 'paid',
      note: 'It is a gift — please leave the receipt out and add a card saying "Happy birthday, Mom!"',
    },
    { status: 'paid', lines: 2, buyerCountry: 'DE' },
    { status: 'paid', auction: true },
    { status: 'paid', buyerCancel: true },
    { status: 'unpaid', auction: true },
    { status: 'unpaid' },
  ];
  return plans.map((plan, index) => {
    const daysAgo = 60 - index * 5 - random.next() * 2;
    return makeEbayOrder(random, { ...plan, seller, at: new Date(now.getTime() - daysAgo * DAY) });
  });
}

/** A new order paid at `at` (bought two minutes before). */
export const newEbayOrder = (seller: string, at: Date): EbayOrderRecord =>
  makeEbayOrder(freshRandom(), {
    status: 'paid',
    seller,
    at: new Date(at.getTime() - SETTLED.paid),
  });

/** `count` paid orders over the 30 days before `now` (the sandbox's bulk control), each with an id of its own. */
export function bulkEbayOrders(seller: string, now: Date, count: number): EbayOrderRecord[] {
  const random = freshRandom();
  const end = now.getTime() - 60_000 - SETTLED.paid;
  const records = new Map<string, EbayOrderRecord>();
  // eBay's order ids have about 10^11 values: 10,000 at once can draw one twice, and the second would not be stored.
  while (records.size < count) {
    const record = makeEbayOrder(random, {
      status: 'paid',
      seller,
      at: new Date(end - ((count - records.size) / count) * 30 * DAY),
      lines: random.next() < 0.2 ? 2 : 1,
    });
    records.set(record.order.orderId, record);
  }
  return [...records.values()];
}

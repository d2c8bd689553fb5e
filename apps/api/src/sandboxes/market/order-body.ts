import type { CarrierCode as MarketCarrier } from './definition.ts';
import type {
  Order as MarketOrder,
  OrderStatus as MarketOrderStatus,
  PaymentStatus as MarketPaymentStatus,
} from './order.ts';
import { convertCents, listPrice } from '../marketplace-kit/currencies.ts';
import { COMMISSION, SHIPPING_TO, TAX_RATE, type CatalogBuyer, type CatalogProduct } from './catalog.ts';
import { digestOf } from './random.ts';

/*
 * A sandbox order in the market's Order shape, built from a plan of who bought what and where the order stands: the
 * sums (coupon, shipping, sales tax or VAT, the market's commission) are worked out in cents as the market shows them,
 * in the shop's currency; a buyer in the UK or Germany pays in pounds or euros, which the market converts
 * (`buyer_payment`).
 */

/** Where the market charges buyers in their own currency. */
const BUYER_CURRENCY: Record<string, string> = { GB: 'GBP', DE: 'EUR' };

export interface OrderPlan {
  shopExternalId: string;
  /** The shop's currency (two decimals): prices, shipping and the commission are in it. */
  currency: string;
  /** The shop's running number: "M-100042". */
  number: number;
  buyer: CatalogBuyer;
  lines: Array<{ product: CatalogProduct; quantity: number; personalization?: string }>;
  state: MarketOrderStatus;
  /** A paid order part of which was refunded. */
  partlyRefunded?: boolean;
  createdAt: Date;
  updatedAt: Date;
  note: string | null;
  giftMessage: string | null;
  couponPercent: number;
  freeShipping: boolean;
  /** Shipped and delivered orders: their parcel. */
  shipment: { carrier: MarketCarrier; trackingNumber: string; at: Date } | null;
  /** Cancelled orders: why. */
  cancelReason: string | null;
}

/** The market's order id: stable for the shop and number, opaque to the app. */
export const orderIdOf = (shopExternalId: string, number: number) =>
  `ord_${digestOf(shopExternalId, number).slice(0, 20)}`;

export const orderNumberOf = (number: number) => `M-${number}`;

const PAID: ReadonlySet<MarketOrderStatus> = new Set(['paid', 'shipped', 'delivered']);

function paymentOf(plan: OrderPlan): MarketPaymentStatus {
  if (plan.state === 'awaiting_payment') return 'pending';
  if (plan.state === 'cancelled') return 'refunded';
  return plan.partlyRefunded ? 'partially_refunded' : 'paid';
}

/** The market's commission on what the buyer pays for goods and shipping (its fixed part in the order's currency). */
const commissionOn = (taxable: number, currency: string) =>
  Math.round(taxable * COMMISSION.rate) + convertCents(COMMISSION.fixed, 'USD', currency);

/** The order once its buyer has paid: the market takes its commission. */
export function paidOrder(order: MarketOrder, at: Date): MarketOrder {
  const { subtotal, discount, shipping } = order.amounts;
  return {
    ...order,
    status: 'paid',
    payment_status: 'paid',
    updated_at: at.toISOString(),
    amounts: { ...order.amounts, fees: commissionOn(subtotal - discount + shipping, order.currency) },
  };
}

export function buildOrder(plan: OrderPlan): MarketOrder {
  const id = orderIdOf(plan.shopExternalId, plan.number);
  const lineId = (index: number) => `${id.replace('ord_', 'li_')}_${index + 1}`;
  const { buyer, currency } = plan;
  const priceOf = (product: CatalogProduct) => listPrice(product.price, currency);
  const subtotal = plan.lines.reduce((sum, line) => sum + priceOf(line.product) * line.quantity, 0);
  const discount = Math.round((subtotal * plan.couponPercent) / 100);
  const shipping = plan.freeShipping ? 0 : listPrice(SHIPPING_TO[buyer.country], currency);
  const taxable = subtotal - discount + shipping;
  const tax = Math.round(taxable * TAX_RATE[buyer.country]);
  // The commission is charged when the buyer pays, and given back with a cancellation's refund.
  const fees = PAID.has(plan.state) ? commissionOn(taxable, currency) : 0;
  const paidIn = BUYER_CURRENCY[buyer.country] ?? currency;
  const updatedAt = plan.updatedAt.toISOString();
  return {
    id,
    number: orderNumberOf(plan.number),
    status: plan.state,
    payment_status: paymentOf(plan),
    created_at: plan.createdAt.toISOString(),
    updated_at: updatedAt,
    buyer: { name: buyer.name, email: buyer.email },
    buyer_note: plan.note,
    gift_message: plan.giftMessage,
    shipping_address: {
      name: buyer.name,
      line1: buyer.line1,
      line2: buyer.line2,
      city: buyer.city,
      region: buyer.region,
      postal_code: buyer.postalCode,
      country: buyer.country,
      phone: buyer.phone,
    },
    currency,
    amounts: { subtotal, discount, tax, shipping, fees, total: taxable + tax },
    buyer_payment:
      paidIn === currency ? null : { currency: paidIn, total: convertCents(taxable + tax, currency, paidIn) },
    lines: plan.lines.map(({ product, quantity, personalization }, index) => ({
      id: lineId(index),
      sku: product.sku,
      title: product.title,
      quantity,
      unit_price: priceOf(product),
      options: product.options,
      personalization: personalization ?? null,
    })),
    shipments: plan.shipment
      ? [
          {
            id: `${id.replace('ord_', 'sh_')}_1`,
            carrier: plan.shipment.carrier,
            tracking_number: plan.shipment.trackingNumber,
            tracking_url: null,
            items: plan.lines.map((line, index) => ({ line_id: lineId(index), quantity: line.quantity })),
            created_at: plan.shipment.at.toISOString(),
          },
        ]
      : [],
    cancellation: plan.cancelReason ? { reason: plan.cancelReason, cancelled_at: updatedAt } : null,
  };
}

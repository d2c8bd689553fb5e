import type { Money as EtsyMoney, ReceiptTransaction as EtsyTransaction, ShopReceipt } from './shop-receipt.ts';
import { listPrice } from '../marketplace-kit/currencies.ts';
import { formattedAddress, SHIPPING_TO, TAX_RATE, type CatalogBuyer, type CatalogListing } from './catalog.ts';

/*
 * A sandbox receipt in Etsy's ShopReceipt shape, Money objects and all, built from a plan of who bought what and
 * where the order stands: the sums (coupon, shipping, US and Canadian sales tax, VAT, gift wrap) are worked out as
 * Etsy shows them. Every amount is in the shop's currency (Etsy converts for buyers who pay in another, and the receipt
 * shows only the shop's): the catalogue's US prices become the shop's own list prices.
 */

export type ReceiptState = 'paid' | 'payment processing' | 'open' | 'shipped' | 'canceled';

export interface ReceiptPlan {
  receiptId: number;
  seller: { userId: number; email: string };
  /** The shop's currency (ISO 4217, two decimals): every Money of the receipt is in it. */
  currency: string;
  buyer: CatalogBuyer;
  lines: Array<{ listing: CatalogListing; quantity: number; personalization?: string }>;
  state: ReceiptState;
  createdAt: Date;
  updatedAt: Date;
  note: string | null;
  giftMessage: string | null;
  couponPercent: number;
  freeShipping: boolean;
  shipment: { carrier: string; trackingCode: string } | null;
  /** Money the seller gave back after payment, part of it (in US cents, the catalogue's) or all. */
  refund?: { cents: number; reason: string } | 'full';
}

/** The receipt as stored and answered. */
export type SandboxReceipt = ShopReceipt;

/** The property id Etsy gives a personalization's variation. */
const PERSONALIZATION_PROPERTY = 54;

const moneyIn =
  (currency: string) =>
  (cents: number): EtsyMoney => ({ amount: cents, divisor: 100, currency_code: currency });
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY_S = 86_400;

function transactionsOf(plan: ReceiptPlan, shippingCents: number): EtsyTransaction[] {
  const money = moneyIn(plan.currency);
  const created = seconds(plan.createdAt);
  const paid = plan.state === 'paid' || plan.state === 'shipped';
  return plan.lines.map(({ listing, quantity, personalization }, index) => {
    const variations = listing.variations.map((v) => ({
      property_id: v.propertyId,
      value_id: v.valueId,
      formatted_name: v.name,
      formatted_value: v.value,
      question_id: null as number | null,
    }));
    // Etsy names a personalization after the seller's question and marks it with the question's id.
    if (personalization) {
      variations.push({
        property_id: PERSONALIZATION_PROPERTY,
        value_id: null,
        formatted_name: listing.question?.text ?? 'Personalization',
        formatted_value: personalization,
        question_id: listing.question?.id ?? null,
      });
    }
    return {
      transaction_id: plan.receiptId * 10 + index + 1,
      title: listing.title,
      description: `${listing.title}. Made to order in our studio.`,
      seller_user_id: plan.seller.userId,
      buyer_user_id: plan.buyer.userId,
      create_timestamp: created,
      created_timestamp: created,
      paid_timestamp: paid ? created + 60 : null,
      shipped_timestamp: plan.state === 'shipped' ? seconds(plan.updatedAt) : null,
      quantity,
      listing_image_id: listing.listingId + 7,
      receipt_id: plan.receiptId,
      is_digital: false,
      file_data: '',
      listing_id: listing.listingId,
      transaction_type: 'listing',
      product_id: listing.productId,
      sku: listing.sku,
      price: money(listPrice(listing.price, plan.currency)),
      // Etsy puts the receipt's shipping on its first line.
      shipping_cost: money(index === 0 ? shippingCents : 0),
      variations,
      product_data: [],
      shipping_profile_id: 198_840_211,
      min_processing_days: 1,
      max_processing_days: 3,
      shipping_method: 'Standard Shipping',
      shipping_upgrade: null,
      expected_ship_date: created + 3 * DAY_S,
      buyer_coupon: 0,
      shop_coupon: 0,
    };
  });
}

export function buildReceipt(plan: ReceiptPlan): SandboxReceipt {
  const { buyer, currency } = plan;
  const money = moneyIn(currency);
  const totalPrice = plan.lines.reduce((sum, line) => sum + listPrice(line.listing.price, currency) * line.quantity, 0);
  const discount = Math.round((totalPrice * plan.couponPercent) / 100);
  const subtotal = totalPrice - discount;
  const shipping = plan.freeShipping ? 0 : listPrice(SHIPPING_TO[buyer.countryIso], currency);
  const giftWrap = plan.giftMessage ? listPrice(400, currency) : 0;
  const levy = TAX_RATE[buyer.countryIso];
  const taxed = Math.round((subtotal + shipping) * levy.rate);
  const paid = plan.state === 'paid' || plan.state === 'shipped';
  const created = seconds(plan.createdAt);
  const updated = seconds(plan.updatedAt);
  const grandtotal = subtotal + shipping + taxed + giftWrap;
  return {
    receipt_id: plan.receiptId,
    receipt_type: 0,
    seller_user_id: plan.seller.userId,
    seller_email: plan.seller.email,
    buyer_user_id: buyer.userId,
    buyer_email: buyer.email,
    name: buyer.name,
    first_line: buyer.firstLine,
    second_line: buyer.secondLine,
    city: buyer.city,
    state: buyer.state,
    zip: buyer.zip,
    status: statusOf(plan),
    formatted_address: formattedAddress(buyer),
    country_iso: buyer.countryIso,
    payment_method: 'cc',
    payment_email: null,
    message_from_seller: null,
    message_from_buyer: plan.note,
    message_from_payment: paid ? 'Payment of the order was received.' : null,
    is_paid: paid,
    is_shipped: plan.state === 'shipped',
    create_timestamp: created,
    created_timestamp: created,
    update_timestamp: updated,
    updated_timestamp: updated,
    is_gift: plan.giftMessage !== null,
    // The definition has it a string, never null: "" when there is none.
    gift_message: plan.giftMessage ?? '',
    gift_sender: plan.giftMessage ? buyer.name.split(' ')[0]! : '',
    grandtotal: money(grandtotal),
    subtotal: money(subtotal),
    total_price: money(totalPrice),
    total_shipping_cost: money(shipping),
    total_tax_cost: money(levy.kind === 'tax' ? taxed : 0),
    total_vat_cost: money(levy.kind === 'vat' ? taxed : 0),
    discount_amt: money(discount),
    gift_wrap_price: money(giftWrap),
    shipments: plan.shipment
      ? [
          {
            receipt_shipping_id: plan.receiptId * 10 + 1,
            shipment_notification_timestamp: updated,
            carrier_name: plan.shipment.carrier,
            tracking_code: plan.shipment.trackingCode,
          },
        ]
      : [],
    transactions: transactionsOf(plan, shipping),
    // Etsy keeps the totals the buyer paid and lists what went back in `refunds`.
    refunds: plan.refund ? [refundOf(plan, grandtotal, updated)] : [],
  };
}

function statusOf(plan: ReceiptPlan): ShopReceipt['status'] {
  if (plan.refund) return plan.refund === 'full' ? 'fully refunded' : 'partially refunded';
  return plan.state === 'shipped' ? 'completed' : plan.state;
}

function refundOf(plan: ReceiptPlan, grandtotal: number, at: number) {
  const refund = plan.refund!;
  const full = refund === 'full';
  return {
    amount: moneyIn(plan.currency)(full ? grandtotal : listPrice(refund.cents, plan.currency)),
    created_timestamp: at,
    reason: full ? 'The buyer cancelled before shipping.' : refund.reason,
    note_from_issuer: null,
    status: 'COMPLETE',
  };
}

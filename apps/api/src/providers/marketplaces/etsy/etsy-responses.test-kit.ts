/*
 * Realistic answers of Etsy's, written from the published schemas (ShopReceipt, ShopReceiptTransaction,
 * TransactionVariations, Shop; apps/api/vendor-definitions/etsy) field by field and without the sandbox: what a real
 * shop's receipt looks like, so the adapter is shown reading Etsy and not only our sandbox. The tests check them
 * against the schemas first.
 */

const usd = (amount: number) => ({ amount, divisor: 100, currency_code: 'USD' });
const T = 1_764_590_400; // 2025-12-01T12:00:00Z

export const SHOP_ID = 41_872_365;
export const USER_ID = 733_409_118;

type Receipt = Record<string, unknown> & { receipt_id: number };

function transaction(receiptId: number, index: number, fields: Record<string, unknown>) {
  return {
    transaction_id: receiptId * 10 + index,
    title: 'Engraved Walnut Cutting Board',
    description: 'Solid walnut, engraved to order.',
    seller_user_id: USER_ID,
    buyer_user_id: 988_120_447,
    create_timestamp: T,
    created_timestamp: T,
    paid_timestamp: T + 120,
    shipped_timestamp: null,
    quantity: 1,
    listing_image_id: 6_412_998_501,
    receipt_id: receiptId,
    is_digital: false,
    file_data: '',
    listing_id: 1_733_402_118,
    transaction_type: 'listing',
    product_id: 15_220_731_904,
    sku: 'BOARD-WAL-L',
    price: usd(6400),
    shipping_cost: usd(0),
    variations: [],
    product_data: [
      { property_id: 100, property_name: 'Size', scale_id: null, scale_name: null, value_ids: [1_812], values: ['L'] },
    ],
    shipping_profile_id: 211_650_337,
    min_processing_days: 3,
    max_processing_days: 5,
    shipping_method: 'Standard Shipping',
    shipping_upgrade: null,
    expected_ship_date: T + 5 * 86_400,
    buyer_coupon: 0,
    shop_coupon: 0,
    ...fields,
  };
}

/**
 * A paid US receipt: a personalised board whose question is "Names to engrave" (Etsy names the variation after the
 * seller's question and marks it with `question_id`), and a second line with a size and a seller's variation that
 * happens to be called "Personalization" but answers no question.
 */
export function paidReceipt(fields: Record<string, unknown> = {}): Receipt {
  const receiptId = 3_912_004_417;
  return {
    receipt_id: receiptId,
    receipt_type: 0,
    seller_user_id: USER_ID,
    seller_email: 'walnut.workshop@example.com',
    buyer_user_id: 988_120_447,
    buyer_email: 'maria.lopez@example.com',
    name: 'Maria Lopez',
    first_line: '4117 Elm Street',
    second_line: 'Apt 2B',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    status: 'paid',
    formatted_address: 'Maria Lopez\n4117 Elm Street\nApt 2B\nAUSTIN, TX 78701\nUnited States',
    country_iso: 'US',
    payment_method: 'cc',
    payment_email: null,
    message_from_seller: null,
    message_from_buyer: 'It is a wedding present, thank you!',
    message_from_payment: 'Payment of the order was received.',
    is_paid: true,
    is_shipped: false,
    create_timestamp: T,
    created_timestamp: T,
    update_timestamp: T + 120,
    updated_timestamp: T + 120,
    is_gift: false,
    gift_message: '',
    gift_sender: '',
    grandtotal: usd(9233),
    subtotal: usd(8300),
    total_price: usd(8300),
    total_shipping_cost: usd(250),
    total_tax_cost: usd(683),
    total_vat_cost: usd(0),
    discount_amt: usd(0),
    gift_wrap_price: usd(0),
    shipments: [],
    transactions: [
      transaction(receiptId, 1, {
        shipping_cost: usd(250),
        variations: [
          { property_id: 513, value_id: null, formatted_name: 'Wood', formatted_value: 'Walnut', question_id: null },
          {
            property_id: 54,
            value_id: null,
            formatted_name: 'Names to engrave',
            formatted_value: 'Ana & Luis 06.2026',
            question_id: 3_271_440_905,
          },
        ],
      }),
      transaction(receiptId, 2, {
        title: 'Walnut Coaster Set of 4',
        listing_id: 1_733_402_260,
        product_id: 15_220_733_118,
        sku: 'COASTER-WAL-4',
        price: usd(1900),
        variations: [
          {
            property_id: 514,
            value_id: null,
            formatted_name: 'Personalization',
            formatted_value: 'No',
            question_id: null,
          },
        ],
        product_data: [],
      }),
    ],
    refunds: [],
    ...fields,
  };
}

/** The seller marked it shipped in Shop Manager without a tracking number: shipped at Etsy, no shipment record. */
export const shippedWithoutTrack = () =>
  paidReceipt({ status: 'completed', is_shipped: true, update_timestamp: T + 86_400, updated_timestamp: T + 86_400 });

/** Part of it refunded: Etsy keeps the totals paid and lists the refund. */
export const partlyRefunded = () =>
  paidReceipt({
    status: 'partially refunded',
    refunds: [
      { amount: usd(1900), created_timestamp: T + 3600, reason: 'Out of stock', note_from_issuer: null, status: 'OK' },
    ],
  });

/** An app Etsy has not granted buyers' e-mails to sees null. */
export const withoutEmail = () => paidReceipt({ buyer_email: null });

/** getShopByOwnerUserId's Shop. */
export const shop = () => ({
  shop_id: SHOP_ID,
  user_id: USER_ID,
  shop_name: 'WalnutWorkshop',
  create_date: 1_580_000_000,
  created_timestamp: 1_580_000_000,
  title: 'Engraved walnut for the kitchen',
  announcement: null,
  currency_code: 'USD',
  is_vacation: false,
  vacation_message: null,
  sale_message: 'Thank you!',
  digital_sale_message: null,
  update_date: T,
  updated_timestamp: T,
  listing_active_count: 42,
  digital_listing_count: 0,
  login_name: 'walnutworkshop',
  accepts_custom_requests: true,
  policy_welcome: null,
  policy_payment: null,
  policy_shipping: null,
  policy_refunds: null,
  policy_additional: null,
  policy_seller_info: null,
  policy_update_date: 1_700_000_000,
  policy_has_private_receipt_info: false,
  has_unstructured_policies: false,
  policy_privacy: null,
  vacation_autoreply: null,
  url: 'https://www.etsy.com/shop/WalnutWorkshop',
  image_url_760x100: null,
  num_favorers: 318,
  languages: ['en-US'],
  icon_url_fullxfull: null,
  is_using_structured_policies: true,
  has_onboarded_structured_policies: true,
  include_dispute_form_link: false,
  is_direct_checkout_onboarded: true,
  is_etsy_payments_onboarded: true,
  is_calculated_eligible: true,
  is_opted_in_to_buyer_promise: true,
  is_shop_us_based: true,
  transaction_sold_count: 1_204,
  shipping_from_country_iso: 'US',
  shop_location_country_iso: 'US',
  review_count: 211,
  review_average: 4.9,
});

/*
 * One realistic answer per operation the adapter calls, written by hand from the models' schemas and descriptions
 * (apps/api/vendor-definitions/amazon/), not from our sandbox: a US merchant-fulfilled order with a gift message,
 * an Amazon Custom line and a promotion, and an order Amazon fulfils itself. The tests check these against the models
 * before the adapter reads them.
 */

const usd = (Amount: string) => ({ CurrencyCode: 'USD', Amount });
const usd26 = (amount: string) => ({ amount, currencyCode: 'USD' });

/** Orders v0 `Order`: paid, merchant-fulfilled, with the buyer's data a Restricted Data Token opens. */
export const V0_ORDER = {
  AmazonOrderId: '113-4862391-0754612',
  PurchaseDate: '2026-11-20T14:03:11Z',
  LastUpdateDate: '2026-11-20T14:25:40Z',
  OrderStatus: 'Unshipped',
  FulfillmentChannel: 'MFN',
  SalesChannel: 'Amazon.com',
  ShipServiceLevel: 'Std US D2D Dom',
  OrderTotal: usd('61.23'),
  NumberOfItemsShipped: 0,
  NumberOfItemsUnshipped: 3,
  PaymentMethod: 'Other',
  PaymentMethodDetails: ['Standard'],
  MarketplaceId: 'ATVPDKIKX0DER',
  ShipmentServiceLevelCategory: 'Standard',
  OrderType: 'StandardOrder',
  EarliestShipDate: '2026-11-21T08:00:00Z',
  LatestShipDate: '2026-11-23T07:59:59Z',
  EarliestDeliveryDate: '2026-11-25T08:00:00Z',
  LatestDeliveryDate: '2026-11-28T07:59:59Z',
  IsBusinessOrder: false,
  IsPrime: false,
  IsPremiumOrder: false,
  IsGlobalExpressEnabled: false,
  IsReplacementOrder: false,
  IsSoldByAB: false,
  IsISPU: false,
  IsAccessPointOrder: false,
  BuyerInfo: { BuyerEmail: 'q8n2v7x1k3m9z4p@marketplace.amazon.com' },
  ShippingAddress: {
    Name: 'Emily Carter',
    AddressLine1: '1423 Maple Avenue',
    City: 'Portland',
    StateOrRegion: 'OR',
    PostalCode: '97205',
    CountryCode: 'US',
    Phone: '+1 503-555-0142',
    AddressType: 'Residential',
  },
};

/** The same order's items: a mug bought twice with a gift message, and a personalised mug with a promotion. */
export const V0_ITEMS = [
  {
    ASIN: 'B0C7MUGB01',
    SellerSKU: 'MUG-BLUE-01',
    OrderItemId: '40118829301442',
    Title: 'Handmade Ceramic Mug, Cobalt Blue, 11 oz',
    QuantityOrdered: 2,
    QuantityShipped: 0,
    ProductInfo: { NumberOfItems: '1' },
    ItemPrice: usd('48.00'),
    ShippingPrice: usd('4.99'),
    ItemTax: usd('3.96'),
    ShippingTax: usd('0.00'),
    ShippingDiscount: usd('0.00'),
    PromotionDiscount: usd('0.00'),
    PromotionIds: [],
    IsGift: 'true',
    ConditionId: 'New',
    BuyerInfo: { GiftMessageText: 'Happy birthday, Mom!', GiftWrapLevel: 'Classic' },
  },
  {
    ASIN: 'B0C7MUGN06',
    SellerSKU: 'MUG-NAME-WHT',
    OrderItemId: '40118829301443',
    Title: 'Personalized Name Mug, White, 11 oz',
    QuantityOrdered: 1,
    QuantityShipped: 0,
    ItemPrice: usd('5.00'),
    ShippingPrice: usd('0.00'),
    ItemTax: usd('0.41'),
    ShippingTax: usd('0.00'),
    ShippingDiscount: usd('0.00'),
    PromotionDiscount: usd('1.13'),
    PromotionIds: ['SANDBOX-10OFF'],
    IsGift: 'false',
    BuyerInfo: { BuyerCustomizedInfo: { CustomizedURL: 'https://zme-caps.amazon.com/t/123456789012/custom.zip' } },
  },
];

export const GET_ORDERS_V0 = {
  payload: {
    Orders: [V0_ORDER, { ...V0_ORDER, AmazonOrderId: '114-0000001-0000002', FulfillmentChannel: 'AFN' }],
    NextToken: 'MRgZW55IGNhcm5hbCBwbGVhc3VyZS4=',
    LastUpdatedBefore: '2026-11-30T10:00:00Z',
  },
};
export const GET_ORDER_V0 = { payload: V0_ORDER };
export const GET_ORDER_ITEMS_V0 = { payload: { AmazonOrderId: V0_ORDER.AmazonOrderId, OrderItems: V0_ITEMS } };

const item26 = (
  orderItemId: string,
  quantityOrdered: number,
  unit: string,
  breakdown: Record<string, string>,
  extra: Record<string, unknown> = {},
) => ({
  orderItemId,
  quantityOrdered,
  product: {
    asin: 'B0C7MUGB01',
    title: 'Handmade Ceramic Mug, Cobalt Blue, 11 oz',
    sellerSku: 'MUG-BLUE-01',
    condition: { conditionType: 'NEW', conditionSubtype: 'NEW' },
    price: { unitPrice: usd26(unit) },
    ...((extra.product as object | undefined) ?? {}),
  },
  proceeds: {
    proceedsTotal: usd26(
      Object.values(breakdown)
        .reduce((sum, amount) => sum + Number(amount), 0)
        .toFixed(2),
    ),
    breakdowns: Object.entries(breakdown).map(([type, amount]) => ({ type, subtotal: usd26(amount) })),
  },
  fulfillment: { quantityFulfilled: 0, quantityUnfulfilled: quantityOrdered, ...((extra.fulfillment as object) ?? {}) },
});

/** Orders 2026-01-01 `Order`: the v0 order above as the new API shows it. */
export const ORDER_2026 = {
  orderId: V0_ORDER.AmazonOrderId,
  createdTime: V0_ORDER.PurchaseDate,
  lastUpdatedTime: V0_ORDER.LastUpdateDate,
  programs: [],
  associatedOrders: [],
  salesChannel: { channelName: 'AMAZON', marketplaceId: 'ATVPDKIKX0DER', marketplaceName: 'Amazon.com' },
  buyer: { buyerEmail: 'q8n2v7x1k3m9z4p@marketplace.amazon.com' },
  recipient: {
    deliveryAddress: {
      name: 'Emily Carter',
      addressLine1: '1423 Maple Avenue',
      city: 'Portland',
      stateOrRegion: 'OR',
      postalCode: '97205',
      countryCode: 'US',
      phone: '+1 503-555-0142',
      addressType: 'RESIDENTIAL',
    },
  },
  proceeds: { grandTotal: usd26('61.23') },
  fulfillment: {
    fulfillmentStatus: 'UNSHIPPED',
    fulfilledBy: 'MERCHANT',
    fulfillmentServiceLevel: 'STANDARD',
    shipByWindow: { earliestDateTime: '2026-11-21T08:00:00Z', latestDateTime: '2026-11-23T07:59:59Z' },
    deliverByWindow: { earliestDateTime: '2026-11-25T08:00:00Z', latestDateTime: '2026-11-28T07:59:59Z' },
  },
  orderItems: [
    item26(
      '40118829301442',
      2,
      '24.00',
      { ITEM: '48.00', SHIPPING: '4.99', TAX: '3.96' },
      { fulfillment: { packing: { giftOption: { giftMessage: 'Happy birthday, Mom!', giftWrapLevel: 'Classic' } } } },
    ),
    item26(
      '40118829301443',
      1,
      '5.00',
      { ITEM: '5.00', TAX: '0.41', DISCOUNT: '-1.13' },
      {
        product: {
          asin: 'B0C7MUGN06',
          title: 'Personalized Name Mug, White, 11 oz',
          sellerSku: 'MUG-NAME-WHT',
          customization: { customizedUrl: 'https://zme-caps.amazon.com/t/123456789012/custom.zip' },
        },
      },
    ),
  ],
};

export const SEARCH_ORDERS_2026 = {
  orders: [
    ORDER_2026,
    {
      ...ORDER_2026,
      orderId: '114-0000001-0000002',
      buyer: {},
      fulfillment: { ...ORDER_2026.fulfillment, fulfilledBy: 'AMAZON' },
    },
  ],
  pagination: { nextToken: 'MRgZW55IGNhcm5hbCBwbGVhc3VyZS4' },
  lastUpdatedBefore: '2026-11-30T10:00:00Z',
};
export const GET_ORDER_2026 = { order: ORDER_2026 };

export const RESTRICTED_DATA_TOKEN = {
  restrictedDataToken: 'Atz.sprdt|AYABeKQ0Fm3nRlJqYm9mZXhhbXBsZQ',
  expiresIn: 3600,
};

import { describe, expect, it } from 'vitest';
import type { EbayOrder } from './ebay-order-mapping.ts';
import { ebayOrderToMarketplace } from './ebay-order-mapping.ts';
import { ebayFulfillment, ebayIdentity, ebayNotification, expectSchema } from './ebay-schemas.test-kit.ts';

/*
 * eBay's documents carry no examples, so these answers are written from the schemas, as a real store would send
 * them (a promotion, a shipping discount, a buyer's open cancellation request, a Canadian buyer), checked against the
 * schema first and then read by the adapter, without the sandbox.
 */

const usd = (value: string) => ({ value, currency: 'USD' });

const order = {
  orderId: '04-11223-34455',
  creationDate: '2026-11-20T10:15:02.768Z',
  lastModifiedDate: '2026-11-20T10:47:41.000Z',
  orderFulfillmentStatus: 'NOT_STARTED',
  orderPaymentStatus: 'PAID',
  sellerId: 'kyiv.crafts',
  buyer: { username: 'maple_leaf_88', taxAddress: { stateOrProvince: 'ON', postalCode: 'M5V 2T6', countryCode: 'CA' } },
  buyerCheckoutNotes: 'Please wrap it as a gift.',
  pricingSummary: {
    priceSubtotal: usd('90.00'),
    priceDiscount: usd('-9.00'),
    deliveryCost: usd('18.99'),
    deliveryDiscount: usd('-5.00'),
    total: usd('94.99'),
  },
  cancelStatus: { cancelState: 'IN_PROGRESS', cancelRequests: [] },
  paymentSummary: {
    totalDueSeller: usd('82.12'),
    refunds: [],
    payments: [
      {
        paymentMethod: 'EBAY',
        paymentReferenceId: '8KJ27431YA392014',
        paymentDate: '2026-11-20T10:16:00.000Z',
        amount: usd('94.99'),
        paymentStatus: 'PAID',
      },
    ],
  },
  fulfillmentStartInstructions: [
    {
      fulfillmentInstructionsType: 'SHIP_TO',
      minEstimatedDeliveryDate: '2026-11-25T08:00:00.000Z',
      maxEstimatedDeliveryDate: '2026-12-04T08:00:00.000Z',
      ebaySupportedFulfillment: false,
      shippingStep: {
        shippingCarrierCode: 'USPS',
        shippingServiceCode: 'USPSPriorityMailInternational',
        shipTo: {
          fullName: 'Anna Kovalenko',
          contactAddress: {
            addressLine1: '350 Spadina Ave',
            addressLine2: 'Unit 4',
            city: 'Toronto',
            stateOrProvince: 'ON',
            postalCode: 'M5V 2T6',
            countryCode: 'CA',
          },
          primaryPhone: { phoneNumber: '4165550123' },
          email: '4c2e7b91d0a8f7c1e5@members.ebay.com',
        },
      },
    },
  ],
  fulfillmentHrefs: [],
  lineItems: [
    {
      lineItemId: '10077716984313',
      legacyItemId: '296532188044',
      legacyVariationId: '597512240611',
      sku: 'TSHIRT-M-BLK',
      title: 'Embroidered Vyshyvanka Cotton T-Shirt',
      lineItemCost: usd('90.00'),
      quantity: 3,
      soldFormat: 'FIXED_PRICE',
      listingMarketplaceId: 'EBAY_US',
      purchaseMarketplaceId: 'EBAY_US',
      lineItemFulfillmentStatus: 'NOT_STARTED',
      total: usd('94.99'),
      deliveryCost: { shippingCost: usd('18.99'), discountAmount: usd('-5.00') },
      appliedPromotions: [{ description: '10% off 3+', discountAmount: usd('-9.00'), promotionId: '5109871007' }],
      taxes: [],
      refunds: [],
      variationAspects: [
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'Black' },
      ],
      properties: { buyerProtection: true },
      lineItemFulfillmentInstructions: {
        shipByDate: '2026-11-23T07:59:59.000Z',
        minEstimatedDeliveryDate: '2026-11-25T08:00:00.000Z',
        maxEstimatedDeliveryDate: '2026-12-04T08:00:00.000Z',
        guaranteedDelivery: false,
      },
    },
  ],
  totalFeeBasisAmount: usd('94.99'),
  totalMarketplaceFee: usd('12.87'),
};

describe('the eBay adapter reads answers written from eBay’s schemas', () => {
  it('takes the discount from priceDiscount and deliveryDiscount, so the totals add up', () => {
    expectSchema(ebayFulfillment, 'Order', order);
    const mapped = ebayOrderToMarketplace(order as unknown as EbayOrder);
    expect(mapped).toMatchObject({
      externalId: '04-11223-34455',
      status: 'open',
      paymentStatus: 'paid',
      currency: 'USD',
      subtotal: 9000,
      discount: 1400,
      shipping: 1899,
      tax: 0,
      total: 9499,
      fees: 1287,
      buyerName: 'Anna Kovalenko',
      buyerNote: 'Please wrap it as a gift.',
      cancelRequested: true,
    });
    expect(mapped.subtotal - mapped.discount + mapped.shipping + mapped.tax).toBe(mapped.total);
    expect(mapped.lines).toEqual([
      expect.objectContaining({ quantity: 3, price: 3000, variation: 'Size: M; Color: Black' }),
    ]);
    expect(mapped.shipTo).toMatchObject({ country: 'CA', state: 'ON', line2: 'Unit 4', phone: '4165550123' });
  });

  it('reads a search page, a fulfilment list, a public key and a user as the schemas give them', () => {
    const page = {
      href: 'https://api.ebay.com/sell/fulfillment/v1/order?limit=1&offset=0',
      total: 2,
      limit: 1,
      offset: 0,
      next: 'https://api.ebay.com/sell/fulfillment/v1/order?limit=1&offset=1',
      orders: [{ ...order, cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] } }],
    };
    expectSchema(ebayFulfillment, 'OrderSearchPagedCollection', page);
    expect(ebayOrderToMarketplace(page.orders[0] as unknown as EbayOrder).cancelRequested).toBe(false);
    expectSchema(ebayFulfillment, 'ShippingFulfillmentPagedCollection', {
      total: 1,
      fulfillments: [
        {
          fulfillmentId: '9405509699937003457459',
          shipmentTrackingNumber: '9405509699937003457459',
          shippingCarrierCode: 'USPS',
          shippedDate: '2026-11-21T14:02:10.000Z',
          lineItems: [{ lineItemId: '10077716984313', quantity: 2 }],
        },
      ],
    });
    expectSchema(ebayNotification, 'PublicKey', {
      algorithm: 'ECDSA',
      digest: 'SHA1',
      key: '-----BEGIN PUBLIC KEY-----MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE-----END PUBLIC KEY-----',
    });
    expectSchema(ebayIdentity, 'UserResponse', {
      userId: 'nY8Kq3Ym1Lb',
      username: 'kyiv.crafts',
      accountType: 'INDIVIDUAL',
      registrationMarketplaceId: 'EBAY_US',
      status: 'CONFIRMED',
    });
  });

  it('the strict schemas refuse what eBay does not define', () => {
    const wrong = ebayFulfillment.schema('Order');
    expect(wrong({ ...order, pricingSummary: { ...order.pricingSummary, priceDiscountSubtotal: usd('-9.00') } })).toBe(
      false,
    );
    expect(wrong({ ...order, legacyOrderId: '296532188044-2889341390012' })).toBe(false);
    expect(wrong({ ...order, orderFulfillmentStatus: 'SHIPPED' })).toBe(false);
    expect(wrong({ ...order, creationDate: '2026-11-20 10:15' })).toBe(false);
    expect(wrong({ ...order, totalMarketplaceFee: { value: 12.87, currency: 'USD' } })).toBe(false);
    expect(wrong({ ...order, cancelStatus: { cancelRequests: [] } })).toBe(false);
  });
});

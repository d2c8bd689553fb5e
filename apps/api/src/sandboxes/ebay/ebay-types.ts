/*
 * The Sell Fulfillment API's types as the sandbox serves them (sell_fulfillment_v1_oas3.json: Order, LineItem,
 * Amount, ExtendedContact, CancelStatus), with the values of the enumerations eBay documents for each field. Fields
 * the sandbox fills but does not read stay open (`[field: string]: unknown`).
 */

/**
 * Amount: a decimal string and an ISO 4217 code, the seller's; when eBay converted what the buyer paid, the amount
 * before the conversion in the buyer's currency too.
 */
export interface Amount {
  value: string;
  currency: string;
  convertedFromValue?: string;
  convertedFromCurrency?: string;
}

/** ExtendedContact, the shipTo of a shipping step. */
export interface ShipTo {
  fullName?: string;
  contactAddress?: {
    addressLine1?: string;
    addressLine2?: string;
    city?: string;
    stateOrProvince?: string;
    postalCode?: string;
    countryCode?: string;
  };
  primaryPhone?: { phoneNumber?: string };
  email?: string;
}

/** OrderFulfillmentStatus and LineItemFulfillmentStatusEnum. */
export type FulfillmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';
/** OrderPaymentStatusEnum. */
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED';
/** CancelStateEnum. */
export type CancelState = 'NONE_REQUESTED' | 'IN_PROGRESS' | 'CANCELED';

/** CancelRequest; cancelRequestState is CancelRequestStateEnum. */
export interface CancelRequest {
  cancelInitiator: 'BUYER' | 'SELLER';
  cancelReason: string;
  cancelRequestedDate: string;
  cancelCompletedDate?: string;
  cancelRequestId: string;
  cancelRequestState: 'REQUESTED' | 'COMPLETED' | 'REJECTED';
}

export interface CancelStatus {
  cancelState: CancelState;
  cancelRequests: CancelRequest[];
  cancelledDate?: string;
}

export interface LineItem {
  lineItemId: string;
  legacyItemId?: string;
  sku?: string;
  title: string;
  quantity: number;
  lineItemCost: Amount;
  variationAspects?: Array<{ name: string; value: string }>;
  lineItemFulfillmentStatus: FulfillmentStatus;
  [field: string]: unknown;
}

export interface Order {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: FulfillmentStatus;
  orderPaymentStatus: PaymentStatus;
  cancelStatus: CancelStatus;
  buyer?: { username?: string; taxAddress?: Record<string, string | undefined> };
  buyerCheckoutNotes?: string;
  pricingSummary: {
    priceSubtotal?: Amount;
    priceDiscount?: Amount;
    deliveryCost?: Amount;
    tax?: Amount;
    total: Amount;
  };
  totalMarketplaceFee?: Amount;
  fulfillmentStartInstructions?: Array<{
    shippingStep?: { shipTo?: ShipTo; shippingCarrierCode?: string; shippingServiceCode?: string };
    [field: string]: unknown;
  }>;
  fulfillmentHrefs?: string[];
  lineItems: LineItem[];
  [field: string]: unknown;
}

import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { EbayClient } from './ebay-client.ts';
import type { EbayOrder } from './ebay-order-mapping.ts';

/*
 * A seller's cancel through eBay's Post-Order API: eligibility first (EBAY_US allows a seller's cancel only in the
 * hour after purchase), then the cancellation, which says whether and when the buyer paid.
 */

/** The Post-Order reasons a seller may give (CancelReasonEnum). */
export const EBAY_CANCEL_REASONS = ['OUT_OF_STOCK_OR_CANNOT_FULFILL', 'BUYER_ASKED_CANCEL', 'ADDRESS_ISSUES'] as const;

interface Eligibility {
  eligible: boolean;
  failureReason?: string[];
}

export function ebayCancel(
  api: EbayClient,
  fetchOrder: (session: ShopSession, orderId: string) => Promise<EbayOrder>,
): MarketplaceAdapter['cancel'] {
  return async (session, orderExternalId, reason) => {
    if (!(EBAY_CANCEL_REASONS as readonly string[]).includes(reason)) {
      throw new MarketplaceError('invalid', `eBay takes no seller cancel reason ${reason}`);
    }
    const order = await fetchOrder(session, orderExternalId);
    // Post-Order's legacyOrderId is the order's id (eBay's order ids have had one format since 2019).
    const legacyOrderId = order.orderId;
    const { body: eligibility } = await api.call<Eligibility>(session, {
      method: 'POST',
      path: '/post-order/v2/cancellation/check_eligibility',
      body: { legacyOrderId },
      postOrder: true,
    });
    if (!eligibility?.eligible) {
      throw new MarketplaceError('cancel_refused', (eligibility?.failureReason ?? []).join(', ') || 'Not eligible');
    }
    const payment = (order.paymentSummary as { payments?: Array<{ paymentDate?: string }> } | undefined)?.payments?.[0];
    const paid = order.orderPaymentStatus === 'PAID';
    try {
      await api.call(session, {
        method: 'POST',
        path: '/post-order/v2/cancellation',
        body: {
          legacyOrderId,
          cancelReason: reason,
          buyerPaid: paid,
          ...(paid ? { buyerPaidDate: { value: payment?.paymentDate ?? order.creationDate } } : {}),
        },
        postOrder: true,
      });
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'invalid') {
        throw new MarketplaceError('cancel_refused', error.message, error.status);
      }
      throw error;
    }
  };
}

/*
 * Shopify's tracking companies, as the sandbox knows a part of them: for a name on Shopify's list (spelled exactly,
 * capitals matter) Shopify builds the tracking link itself. Any other name is kept as free text; with a `url` it is
 * clickable, without one the number is shown as plain text (shopify.dev FulfillmentTrackingInfo).
 */

const TRACKING_PAGES: Record<string, (number: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/WebTracking?loc=en_US&requester=ST&trackNums=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  'DHL Express': (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}&brand=DHL`,
  'DHL eCommerce': (n) => `https://webtrack.dhlecs.com/orders?trackingNumber=${n}`,
  'Canada Post': (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${n}`,
  'Royal Mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  'Australia Post': (n) => `https://auspost.com.au/mypost/track/#/details/${n}`,
  'Deutsche Post': (n) => `https://www.deutschepost.de/sendung/simpleQueryResult.html?form.sendungsnummer=${n}`,
  DPD: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
};

export const isKnownTrackingCompany = (company: string | null) => company !== null && company in TRACKING_PAGES;

/** The link Shopify shows for a tracking number: ours when given, Shopify's own for a listed company, else none. */
export function trackingUrlOf(company: string | null, number: string | null, url: string | null): string | null {
  if (url) return url;
  const page = company === null ? undefined : TRACKING_PAGES[company];
  return page && number ? page(encodeURIComponent(number)) : null;
}

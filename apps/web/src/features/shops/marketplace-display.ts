import type { ShopKind } from '@cabinet/contracts/shops';

/**
 * What differs between the marketplaces in how the cabinet shows a shop (docs/shops.md), one row a marketplace, so
 * that no card or page asks which marketplace it is. What the API decides is the API's: whether tracks are sent by
 * the cabinet itself is the shop's `track_mode` (null where the seller sends them from the order).
 */
interface MarketplaceDisplay {
  /** §4: the shop says whether it is configured (an Amazon connection needs a selling partner and a marketplace). */
  showsConfigured: boolean;
  /** What the authorisation's end date means: re-authorise by it (Amazon, yearly), or it simply ends (eBay). */
  authorisationEnd: 'shop.reauthorise_by' | 'shop.authorisation_ends' | null;
  /** What the marketplace keeps back once it withholds buyers' personal data (Shopify: the whole address too). */
  withheld: 'shop.personal_data_withheld' | 'shop.personal_data_withheld_all';
  /** A note the connect page shows before the seller connects. */
  connectNote: 'intro.etsy_v3' | null;
}

export const marketplaceDisplay: Record<ShopKind, MarketplaceDisplay> = {
  etsy: {
    showsConfigured: false,
    authorisationEnd: null,
    withheld: 'shop.personal_data_withheld',
    connectNote: 'intro.etsy_v3',
  },
  amazon: {
    showsConfigured: true,
    authorisationEnd: 'shop.reauthorise_by',
    withheld: 'shop.personal_data_withheld',
    connectNote: null,
  },
  shopify: {
    showsConfigured: false,
    authorisationEnd: null,
    withheld: 'shop.personal_data_withheld_all',
    connectNote: null,
  },
  ebay: {
    showsConfigured: false,
    authorisationEnd: 'shop.authorisation_ends',
    withheld: 'shop.personal_data_withheld',
    connectNote: null,
  },
  market: {
    showsConfigured: false,
    authorisationEnd: null,
    withheld: 'shop.personal_data_withheld',
    connectNote: null,
  },
};

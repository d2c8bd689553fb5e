import { shopKinds, type ShopKind } from '@cabinet/contracts/shops';

/** The `type` of /orders/{type}: every shop's orders, or one kind's. */
export type OrdersType = 'all' | ShopKind;
export const ordersTypes: readonly OrdersType[] = ['all', ...shopKinds];

/** The route's `type`, or null for one we have no list of (the page shows "not found"). */
export const parseOrdersType = (raw: string | undefined): OrdersType | null =>
  ordersTypes.find((type) => type === raw) ?? null;

/** The API's `kind` filter of a list type. */
export const kindOf = (type: OrdersType): ShopKind | undefined => (type === 'all' ? undefined : type);

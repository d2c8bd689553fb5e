import { z } from 'zod';

/** §4 Stock: a stock item's state. Blocked and frozen stock cannot be shipped or disposed of by the seller. */
export const stockStates = ['unblocked', 'blocked', 'frozen'] as const;
export type StockState = (typeof stockStates)[number];
export const stockStateSchema = z.enum(stockStates);

/** §4: where the units are — at the warehouse, or announced and travelling to it. */
export const stockPlaces = ['in_stock', 'on_the_way'] as const;
export type StockPlace = (typeof stockPlaces)[number];

/** Why a stock item's quantities changed (the `stock_movements` journal). */
export const stockMovementReasons = [
  'inbound_expected',
  'received',
  'adjustment',
  'shipped',
  'disposed',
  'return_restock',
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

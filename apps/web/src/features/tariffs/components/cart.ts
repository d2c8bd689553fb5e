import { useCallback, useEffect, useState } from 'react';
import { deliveryTypes, type DeliveryType } from '@cabinet/contracts/tariffs';
import { storage, storageKeys } from '../../../shared/lib/storage.ts';

/** §3 Cart item: kept in browser storage under the `cart` key as a JSON list. */
export interface CartItem {
  uid: string;
  quantity: number;
}

export const MAX_QUANTITY = 99;

const isItem = (value: unknown): value is CartItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartItem).uid === 'string' &&
  Number.isInteger((value as CartItem).quantity) &&
  (value as CartItem).quantity >= 1 &&
  (value as CartItem).quantity <= MAX_QUANTITY;

/** The stored cart; anything unreadable counts as an empty cart. */
export function readCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(storageKeys.cart) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  if (items.length === 0) storage.remove(storageKeys.cart);
  else storage.set(storageKeys.cart, JSON.stringify(items.map(({ uid, quantity }) => ({ uid, quantity }))));
}

/** Adds one of `uid` (a new line, or one more of an existing line). */
export function addToCart(items: CartItem[], uid: string): CartItem[] {
  const found = items.find((item) => item.uid === uid);
  if (!found) return [...items, { uid, quantity: 1 }];
  return items.map((item) =>
    item.uid === uid ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item,
  );
}

/** The cart, read from storage and written back on every change; other tabs' changes arrive too. */
export function useCart() {
  const [items, setItems] = useState<CartItem[]>(readCart);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.cart || event.key === null) setItems(readCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const update = useCallback((change: (items: CartItem[]) => CartItem[]) => {
    setItems((current) => {
      const next = change(current);
      writeCart(next);
      return next;
    });
  }, []);
  return {
    items,
    add: (uid: string) => update((current) => addToCart(current, uid)),
    setQuantity: (uid: string, quantity: number) =>
      update((current) =>
        current.map((item) =>
          item.uid === uid ? { ...item, quantity: Math.max(1, Math.min(MAX_QUANTITY, quantity)) } : item,
        ),
      ),
    remove: (uid: string) => update((current) => current.filter((item) => item.uid !== uid)),
  };
}

export interface QuoteDescription {
  delivery_type: DeliveryType;
  from: string;
  to: string;
  state: string | null;
  weight_g: number;
  sides_mm: [number, number, number];
}

const UID = /^calc:([a-z_]+):([A-Z]{2})-([A-Z]{2})(?:\.([A-Z]{2,3}))?:(\d+)g:(\d+)x(\d+)x(\d+)mm$/;

/** What a calculator quote's uid says (the API builds it: `calc:<type>:<from>-<to>[.<state>]:<g>g:<l>x<w>x<h>mm`). */
export function describeQuote(uid: string): QuoteDescription | null {
  const m = UID.exec(uid);
  if (!m || !(deliveryTypes as readonly string[]).includes(m[1]!)) return null;
  return {
    delivery_type: m[1] as DeliveryType,
    from: m[2]!,
    to: m[3]!,
    state: m[4] ?? null,
    weight_g: Number(m[5]),
    sides_mm: [Number(m[6]), Number(m[7]), Number(m[8])],
  };
}

/** 1200 → "1.2", 30 → "0.03": kilograms without trailing zeros. */
export const kilograms = (grams: number) => String(grams / 1000);
/** 300 → "30", 305 → "30.5". */
export const centimetres = (mm: number) => String(mm / 10);

/**
 * The cart's item count for the top bar badge. The cart feature owns the cart (stored under
 * localStorage 'cart'); it calls publishCartCount() after each change. Until then the count is
 * read from the stored cart, whatever its shape: { items: [{ quantity }] } or [{ quantity }].
 */
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'cart';

type Line = { quantity?: unknown };
const listeners = new Set<() => void>();
let count: number | null = null;

function countStored(): number {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return 0;
    const parsed = JSON.parse(raw) as { items?: Line[] } | Line[];
    const items = Array.isArray(parsed) ? parsed : (parsed.items ?? []);
    return items.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 0), 0);
  } catch {
    return 0;
  }
}

export function getCartCount(): number {
  count ??= countStored();
  return count;
}

export function publishCartCount(next?: number): void {
  count = next ?? countStored();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) publishCartCount();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCartCount, getCartCount);
}

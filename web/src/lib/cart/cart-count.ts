/**
 * The cart's item count for the top bar badge. The cart feature owns the cart (stored under
 * localStorage 'cart'); it calls publishCartCount() after each change. Until then the count is
 * read from the stored cart, whatever its shape: { items: [{ quantity }] } or [{ quantity }].
 * A line marked `gone` (its product left the catalogue) is not counted: it cannot be ordered, and
 * the cart's total leaves it out too.
 */
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'cart';

type Line = { quantity?: unknown; gone?: unknown };
const listeners = new Set<() => void>();
let published: number | null = null;
let cached = { raw: '', count: 0 };

function countOf(raw: string | null): number {
  try {
    if (!raw) return 0;
    const parsed = JSON.parse(raw) as { items?: Line[] } | Line[];
    const items = Array.isArray(parsed) ? parsed : (parsed.items ?? []);
    return countLines(items);
  } catch {
    return 0;
  }
}

/** The items that can be ordered: every line's quantity but those of lines whose product is gone. */
export function countLines(items: readonly Line[]): number {
  return items.reduce((sum: number, item) => sum + (typeof item.quantity === 'number' && item.gone !== true ? item.quantity : 0), 0);
}

/** Re-reads storage (anything may have cleared it) but parses only when the stored text changed. */
function countStored(): number {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return 0;
  }
  if (raw !== cached.raw) cached = { raw: raw ?? '', count: countOf(raw) };
  return cached.count;
}

export function getCartCount(): number {
  return published ?? countStored();
}

/** The cart feature's way to update the badge; with no number the stored cart is counted. */
export function publishCartCount(next?: number): void {
  published = next ?? null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) publishCartCount(published ?? undefined);
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

/**
 * The notice that lines of the person's cart are for products deleted or no longer sold, as the
 * server's merge found them (cart-sync.ts): the lines stay in the cart until the person takes
 * them out, and this says so once, until dismissed; a line newly found unavailable shows it again.
 * Kept in localStorage per person, so the signed-in frame shows it with no device database.
 */
import { useSyncExternalStore } from 'react';

const NOTICE_KEY = 'cart-unavailable';

export interface UnavailableLine {
  productId: number;
  /** The product's name as the server or the device knows it; null when neither does. */
  name: string | null;
}

interface Stored {
  userId: number;
  lines: UnavailableLine[];
  dismissed: number[];
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; stored: Stored | null } = { raw: null, stored: null };

function read(): Stored | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) {
    let stored: Stored | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
      if (parsed && typeof parsed.userId === 'number' && Array.isArray(parsed.lines)) stored = { userId: parsed.userId, lines: parsed.lines, dismissed: parsed.dismissed ?? [] };
    } catch {
      stored = null;
    }
    cached = { raw, stored };
  }
  return cached.stored;
}

function write(stored: Stored | null): void {
  try {
    if (stored && stored.lines.length > 0) localStorage.setItem(NOTICE_KEY, JSON.stringify(stored));
    else localStorage.removeItem(NOTICE_KEY);
  } catch {
    // Without localStorage the cart screen still marks each such line as no longer available.
  }
  for (const listener of listeners) listener();
}

/** What the last merge found unavailable in `userId`'s cart (none: the notice goes). */
export function recordUnavailableLines(userId: number, lines: UnavailableLine[]): void {
  const before = read();
  const dismissed = before?.userId === userId ? before.dismissed.filter((id) => lines.some((l) => l.productId === id)) : [];
  write({ userId, lines, dismissed });
}

export function dismissUnavailableLines(): void {
  const stored = read();
  if (stored) write({ ...stored, dismissed: stored.lines.map((l) => l.productId) });
}

/** The lines to tell `userId` about: unavailable ones not dismissed yet (empty: no notice). */
export function unavailableLinesFor(userId: number | undefined): UnavailableLine[] {
  const stored = read();
  if (!stored || userId === undefined || stored.userId !== userId) return [];
  return stored.lines.filter((l) => !stored.dismissed.includes(l.productId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: UnavailableLine[] = [];
export function useUnavailableLines(userId: number | undefined): UnavailableLine[] {
  const snapshot = useSyncExternalStore(subscribe, () => read(), () => read());
  if (!snapshot || userId === undefined || snapshot.userId !== userId) return EMPTY;
  const open = snapshot.lines.filter((l) => !snapshot.dismissed.includes(l.productId));
  return open.length === 0 ? EMPTY : open;
}

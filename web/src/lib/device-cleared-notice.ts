/**
 * The notice that this tablet's browser cleared the portal's storage (features/catalogue/offline/
 * device-cleared.ts finds it at start): kept in localStorage until the person dismisses it, so it
 * survives a reload. No device database here, so the signed-in frame can show it cheaply.
 */
import { useSyncExternalStore } from 'react';

const NOTICE_KEY = 'device-cleared';

export interface ClearedNotice {
  /** Orders the marker counted as waiting on this device when it was last told. */
  waiting: number;
  at: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; notice: ClearedNotice | null } = { raw: null, notice: null };

function read(): ClearedNotice | null {
  const raw = localStorage.getItem(NOTICE_KEY);
  if (raw !== cached.raw) {
    let notice: ClearedNotice | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<ClearedNotice>) : null;
      if (parsed && typeof parsed.waiting === 'number') notice = { waiting: parsed.waiting, at: String(parsed.at ?? '') };
    } catch {
      notice = null;
    }
    cached = { raw, notice };
  }
  return cached.notice;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function recordDeviceCleared(waiting: number): void {
  localStorage.setItem(NOTICE_KEY, JSON.stringify({ waiting, at: new Date().toISOString() } satisfies ClearedNotice));
  changed();
}

export function dismissDeviceCleared(): void {
  localStorage.removeItem(NOTICE_KEY);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useDeviceCleared = (): ClearedNotice | null => useSyncExternalStore(subscribe, read, read);

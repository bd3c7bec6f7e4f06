/**
 * Whether this browser can deliver queued orders with every page of the app closed (Background
 * Sync: Chromium-based browsers). Safari, every iPad browser and Firefox cannot: there the pages
 * send the outbox themselves, so the screens ask the person to keep the app open until an order
 * says Sent (README, "Browser engines").
 */
export function hasBackgroundSync(): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window;
}

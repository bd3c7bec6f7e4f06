/**
 * The top bar's place for the offline sync status. It renders nothing yet: the offline work
 * replaces this component's body (the top bar imports it from here and needs no change).
 */
export function SyncStatusSlot() {
  return null;
}

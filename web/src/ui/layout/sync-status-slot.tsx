/**
 * The top bar's place for the offline sync status (online/offline, orders waiting, syncing);
 * the top bar imports it from here, the status itself lives with the offline feature.
 */
import { SyncStatus } from '../../features/offline/components/sync-status';

export function SyncStatusSlot() {
  return <SyncStatus />;
}

/**
 * A tablet whose browser cleared the portal's storage (Safari after seven days unused unless the
 * portal is on the Home Screen, any engine under storage pressure) starts like a new one: an empty
 * catalogue and no waiting orders. The device marker cookie (lib/device-marker.ts) still says what
 * it held, so at start the app compares: a marker that says "catalogue" over a device database
 * that has none means the storage was cleared, and the orders the marker counted as waiting were
 * lost with it (lib/device-cleared-notice.ts keeps the notice). Caller: app/offline-services.ts.
 */
import { liveQuery } from 'dexie';
import { db } from '../../../lib/db/database';
import { readCatalogueMeta } from '../../../lib/db/meta';
import { recordDeviceCleared } from '../../../lib/device-cleared-notice';
import { setDeviceState, type DeviceMarker } from '../../../lib/device-marker';

/** Orders not acknowledged by the server yet, whatever their state on the device. */
const UNSENT = ['queued', 'sending', 'needs_attention'];

/** Compares the marker read at start with the device database; records the notice when cleared. */
export async function checkDeviceCleared(marker: DeviceMarker | null): Promise<boolean> {
  if (!marker?.catalogue) return false;
  if ((await readCatalogueMeta()).cursor > 0) return false;
  recordDeviceCleared(marker.waiting);
  return true;
}

/**
 * Keeps the state the requests report in step with the device database. A catalogue that vanishes
 * under a running page (its storage cleared) is not reported as a new tablet's: the marker keeps
 * what was there until a catalogue is back. Returns a stop function.
 */
export function watchDeviceState(): () => void {
  let hadCatalogue = false;
  const subscription = liveQuery(async () => ({
    catalogue: (await readCatalogueMeta()).cursor > 0,
    waiting: await db.outbox.where('status').anyOf(UNSENT).count(),
  })).subscribe({
    next: (state) => {
      if (hadCatalogue && !state.catalogue) return;
      hadCatalogue = state.catalogue;
      setDeviceState(state);
    },
    error: () => setDeviceState(null),
  });
  return () => subscription.unsubscribe();
}

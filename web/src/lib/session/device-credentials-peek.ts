/**
 * Reads the device's credentials rows (see ./device-credentials.ts) straight from IndexedDB,
 * without the device database's library: a visitor's first screen asks whether any session is
 * kept on the device, and the answer is usually no. Never creates the database: when it does not
 * exist yet, the open is cancelled and the answer is an empty list.
 */
import type { DeviceCredentialsRow } from '../db/rows';

/** The device database's name and table (lib/db/database.ts, which this must not import). */
export const DEVICE_DB_NAME = 'chapter-portal';
const STORE = 'credentials';

export function peekDeviceCredentials(): Promise<DeviceCredentialsRow[]> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve([]);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DEVICE_DB_NAME);
    } catch {
      return resolve([]);
    }
    // No database yet: cancel its creation (the device database creates it with its stores).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve([]);
    request.onblocked = () => resolve([]);
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      if (!database.objectStoreNames.contains(STORE)) {
        database.close();
        return resolve([]);
      }
      try {
        const all = database.transaction(STORE, 'readonly').objectStore(STORE).getAll();
        all.onsuccess = () => {
          database.close();
          resolve(all.result as DeviceCredentialsRow[]);
        };
        all.onerror = () => {
          database.close();
          resolve([]);
        };
      } catch {
        database.close();
        resolve([]);
      }
    };
  });
}

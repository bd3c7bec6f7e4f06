/** React hooks over the device's favourites for the signed-in shopper. */
import { useEffect } from 'react';
import { useLiveQuery } from '../../../lib/db/use-live-query';
import { isShopper } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { onReconnect, useConnectivity } from '../../../lib/connectivity';
import { readFavourites, setFavourite, syncFavourites } from './favourites';

/** The signed-in shopper's id; undefined for the back office (it keeps no favourites) or nobody. */
export function useFavouritesOwner(): number | undefined {
  const { user } = useSession();
  return user && isShopper(user.role) ? user.id : undefined;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The signed-in shopper's hearts, from one read of the device: `ids` the products marked
 * (undefined while loading; empty for no shopper); `waiting` those changed here that the server
 * has not taken while it cannot be reached (empty while it can: a change then goes out at once).
 */
export function useFavourites(): { ids: Set<number> | undefined; waiting: ReadonlySet<number> } {
  const owner = useFavouritesOwner();
  const { online } = useConnectivity();
  const read = useLiveQuery(() => (owner === undefined ? { ids: new Set<number>(), pending: new Set<number>() } : readFavourites(owner)), [owner]);
  return { ids: read?.ids, waiting: online || !read ? NONE : read.pending };
}

/** Toggles a heart for the signed-in shopper and tries to tell the server at once. */
export async function toggleFavourite(owner: number, productId: number, favourite: boolean): Promise<void> {
  await setFavourite(owner, productId, favourite);
  void syncFavourites(owner);
}

/** Keeps the shopper's favourites in step with the server while a catalogue screen is open. */
export function useFavouritesSync(): void {
  const owner = useFavouritesOwner();
  useEffect(() => {
    if (owner === undefined) return;
    void syncFavourites(owner);
    return onReconnect(() => void syncFavourites(owner));
  }, [owner]);
}

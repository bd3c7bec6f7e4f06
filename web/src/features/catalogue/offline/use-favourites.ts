/** React hooks over the device's favourites for the signed-in shopper. */
import { useEffect } from 'react';
import { useLiveQuery } from '../../../lib/db/use-live-query';
import { isShopper } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { onReconnect, useConnectivity } from '../../../lib/connectivity';
import { favouriteIds, pendingFavouriteIds, setFavourite, syncFavourites } from './favourites';

/** The signed-in shopper's id; undefined for the back office (it keeps no favourites) or nobody. */
export function useFavouritesOwner(): number | undefined {
  const { user } = useSession();
  return user && isShopper(user.role) ? user.id : undefined;
}

/** The signed-in shopper's favourite product ids (undefined while loading; empty for no shopper). */
export function useFavouriteIds(): Set<number> | undefined {
  const owner = useFavouritesOwner();
  return useLiveQuery(async () => new Set(owner === undefined ? [] : await favouriteIds(owner)), [owner]);
}

/**
 * The hearts changed on this device that are waiting for the server: those not yet sent while it
 * cannot be reached (empty while it can: a change then goes out at once).
 */
export function useWaitingFavourites(): ReadonlySet<number> {
  const owner = useFavouritesOwner();
  const { online } = useConnectivity();
  const pending = useLiveQuery(async () => new Set(owner === undefined ? [] : await pendingFavouriteIds(owner)), [owner]);
  return online || !pending ? NONE : pending;
}
const NONE: ReadonlySet<number> = new Set();

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

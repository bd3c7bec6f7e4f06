/**
 * A shopper's favourites on this device, per person (a shared tablet shows each member their own),
 * kept in the device database so hearts work offline. A tap changes the row at once and marks it
 * pending; syncFavourites sends pending changes (each with the moment it was made, so the server
 * keeps the later change to a product: last write wins), then adopts the server's list for every
 * product with nothing pending. Callers: the hearts (FavouriteButton) and useFavouritesSync.
 */
import { favouriteRoutes, type FavouriteList, type FavouriteState } from '@portal/contract/favourites';
import { ApiError } from '../../../lib/api/api-error';
import { call } from '../../../lib/api/call';
import { db } from '../../../lib/db/database';
import type { FavouriteRow } from '../../../lib/db/rows';
import { reportStorageError } from '../../../lib/db/storage-errors';
import { getSession } from '../../../lib/session/store';

/**
 * `userId`'s hearts as the device knows them now, in one read: the products marked (pending
 * changes included) and those changed here that the server has not taken yet.
 */
export async function readFavourites(userId: number): Promise<{ ids: Set<number>; pending: Set<number> }> {
  const rows = await db.favourites.where('userId').equals(userId).toArray();
  return { ids: new Set(rows.filter((r) => r.favourite).map((r) => r.productId)), pending: new Set(rows.filter((r) => r.pending).map((r) => r.productId)) };
}

/** Sets or clears the heart on the device; the server hears of it on the next sync. */
export async function setFavourite(userId: number, productId: number, favourite: boolean): Promise<void> {
  try {
    await db.favourites.put({ userId, productId, favourite, changedAt: new Date().toISOString(), pending: true });
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}

const running = new Map<number, Promise<boolean>>();

/**
 * Sends `userId`'s pending changes and takes the server's list. Resolves false when the server
 * could not be reached (what is pending stays for the next try). One run per person at a time; a
 * call during a run waits for it and then runs again, so a tap made meanwhile is sent too.
 */
export function syncFavourites(userId: number): Promise<boolean> {
  const previous = running.get(userId) ?? Promise.resolve(true);
  const next = previous.catch(() => false).then(() => syncOnce(userId));
  running.set(userId, next);
  void next.finally(() => {
    if (running.get(userId) === next) running.delete(userId);
  });
  return next;
}

/** Requests go out with the session's token: never send one person's changes as another. */
const stillSignedIn = (userId: number) => getSession().user?.id === userId;

async function syncOnce(userId: number): Promise<boolean> {
  const pending = (await db.favourites.where('userId').equals(userId).toArray()).filter((r) => r.pending);
  for (const row of pending) {
    if (!stillSignedIn(userId)) return false;
    let state: FavouriteState | null;
    try {
      const params = { productId: row.productId };
      state = row.favourite
        ? await call(favouriteRoutes.mark, { params, body: { at: row.changedAt } })
        : await call(favouriteRoutes.unmark, { params, query: { at: row.changedAt } });
    } catch (error) {
      // A final refusal (the product left the catalogue): drop the change. No answer, a limit
      // reached or an expired session: try later.
      if (error instanceof ApiError && error.isFinalRefusal) state = null;
      else return false;
    }
    await settle(row, state);
  }
  if (!stillSignedIn(userId)) return false;
  let list: FavouriteList;
  try {
    list = await call(favouriteRoutes.list, {});
  } catch {
    return false;
  }
  if (!stillSignedIn(userId)) return false;
  await adopt(userId, list);
  return true;
}

/** The server answered a change: keep its state unless the heart was tapped again meanwhile. */
async function settle(sent: FavouriteRow, state: FavouriteState | null): Promise<void> {
  await db.transaction('rw', db.favourites, async () => {
    const key: [number, number] = [sent.userId, sent.productId];
    const now = await db.favourites.get(key);
    if (!now || now.changedAt !== sent.changedAt || now.favourite !== sent.favourite) return;
    if (state?.favourite) await db.favourites.put({ ...now, favourite: true, changedAt: state.changedAt ?? now.changedAt, pending: false });
    else await db.favourites.delete(key);
  });
}

/** The server's list wins for every product with no change still pending on the device. */
async function adopt(userId: number, list: FavouriteList): Promise<void> {
  await db.transaction('rw', db.favourites, async () => {
    const rows = await db.favourites.where('userId').equals(userId).toArray();
    const pendingIds = new Set(rows.filter((r) => r.pending).map((r) => r.productId));
    const onServer = new Map(list.items.map((i) => [i.productId, i.createdAt]));
    const gone = rows.filter((r) => !r.pending && !onServer.has(r.productId)).map((r): [number, number] => [userId, r.productId]);
    await db.favourites.bulkDelete(gone);
    await db.favourites.bulkPut(
      list.items
        .filter((i) => !pendingIds.has(i.productId))
        .map((i) => ({ userId, productId: i.productId, favourite: true, changedAt: i.createdAt, pending: false })),
    );
  });
}

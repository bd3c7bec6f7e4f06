/**
 * Carts that follow the buyer (decision 033): sends the signed-in person's cart changes
 * (cartChanges, removals included) to the server, which keeps the later change per line and
 * answers the merged cart; the device then writes that cart back, except the lines changed here
 * meanwhile. Saved carts go the same way, whole: each pending save or deletion is sent, then the
 * server's list is taken for every saved cart with nothing pending. Screens never wait for this:
 * a change is pushed a moment after the last tap (PUSH_DELAY_MS), and the cart is pulled on
 * sign-in, when the app comes back into view and when the server answers again.
 * Callers: app/offline-services.ts (startCartSync, syncCartsNow) and tests.
 */
import { cartRoutes, MAX_CART_CHANGES, type CartView, type SavedCartList, type SavedCartState } from '@portal/contract/carts';
import { ApiError } from '../api/api-error';
import { call } from '../api/call';
import { onReconnect } from '../connectivity';
import { db } from '../db/database';
import { readCartSelection } from '../db/meta';
import type { CartChangeRow, CartDraftRow } from '../db/rows';
import { isShopper } from '../session/roles';
import { getSession } from '../session/store';
import { onCartChanged } from './cart-changes';
import { followCatalogue, mirrorCart } from './cart-mirror';
import { recordUnavailableLines } from './cart-unavailable-notice';

/** How long after the last change the cart is sent: quick taps on + go out as one request. */
export const PUSH_DELAY_MS = 800;

/** Requests go out with the session's token: never send one person's cart as another's. */
const stillSignedIn = (userId: number) => {
  const session = getSession();
  return session.signedIn && session.user?.id === userId;
};

/** One run per person and kind at a time; a call during a run waits for it, then runs again. */
const running = new Map<string, Promise<boolean>>();
function serialised(key: string, run: () => Promise<boolean>): Promise<boolean> {
  const previous = running.get(key) ?? Promise.resolve(true);
  const next = previous.catch(() => false).then(run);
  running.set(key, next);
  void next.finally(() => {
    if (running.get(key) === next) running.delete(key);
  });
  return next;
}

/** Sends `userId`'s cart changes and takes the merged cart. Resolves false when the server could not be reached. */
export const syncCart = (userId: number): Promise<boolean> => serialised(`cart:${userId}`, () => syncCartOnce(userId).catch(() => false));

/** Sends `userId`'s saved-cart changes and takes the server's list. Resolves false when the server could not be reached. */
export const syncSavedCarts = (userId: number): Promise<boolean> => serialised(`saved:${userId}`, () => syncSavedOnce(userId).catch(() => false));

async function syncCartOnce(userId: number): Promise<boolean> {
  if (!stillSignedIn(userId)) return false;
  const sent = await db.cartChanges.where('userId').equals(userId).toArray();
  let view: CartView | undefined;
  for (let start = 0; start === 0 || start < sent.length; start += MAX_CART_CHANGES) {
    const chunk = sent.slice(start, start + MAX_CART_CHANGES);
    if (!stillSignedIn(userId)) return false;
    view =
      chunk.length === 0
        ? await call(cartRoutes.read, {})
        : await call(cartRoutes.merge, { body: { changes: chunk.map(({ productId, quantity, changedAt }) => ({ productId, quantity, changedAt })) } });
  }
  if (!view || !stillSignedIn(userId)) return false;
  await adoptCart(userId, sent, view);
  return true;
}

/**
 * Writes the merged cart back: the changes the server took are no longer pending; every line with
 * no change pending here takes the server's quantity, and goes when the server holds none. A line
 * keeps the product's name it had, or takes the server's (a line from another device for a product
 * this one never had), so it can say what it was if the product goes (cart-line-names.ts). A cart
 * that is no longer `userId`'s (they signed out meanwhile) is left alone.
 */
export async function adoptCart(userId: number, sent: readonly CartChangeRow[], view: CartView): Promise<void> {
  const adopted = await db.transaction('rw', db.cartLines, db.meta, db.cartChanges, async () => {
    const keys = sent.map((c): [number, number] => [userId, c.productId]);
    const now = await db.cartChanges.bulkGet(keys);
    await db.cartChanges.bulkDelete(keys.filter((_, i) => now[i] && now[i].changedAt === sent[i]!.changedAt && now[i].quantity === sent[i]!.quantity));
    if ((await readCartSelection()).ownerId !== userId) return false;
    const pending = new Set((await db.cartChanges.where('userId').equals(userId).toArray()).map((c) => c.productId));
    const lines = new Map((await db.cartLines.toArray()).map((l) => [l.productId, l] as const));
    const onServer = new Set(view.lines.map((l) => l.productId));
    await db.cartLines.bulkDelete([...lines.keys()].filter((id) => !pending.has(id) && !onServer.has(id)));
    await db.cartLines.bulkPut(
      view.lines
        .filter((l) => !pending.has(l.productId))
        .map((l) => {
          const kept = lines.get(l.productId);
          const named = kept?.name === undefined && l.productName !== null ? { name: l.productName } : {};
          return { ...kept, ...named, productId: l.productId, quantity: l.quantity, addedAt: kept?.addedAt ?? l.changedAt };
        }),
    );
    return true;
  });
  if (!adopted) return;
  await mirrorCart();
  const unavailable = view.lines.filter((l) => !l.available);
  const known = await db.products.bulkGet(unavailable.map((l) => l.productId));
  const kept = await db.cartLines.bulkGet(unavailable.map((l) => l.productId));
  recordUnavailableLines(
    userId,
    unavailable.map((l, i) => ({ productId: l.productId, name: l.productName ?? known[i]?.name ?? kept[i]?.name ?? null })),
  );
}

async function syncSavedOnce(userId: number): Promise<boolean> {
  const pending = (await db.cartDrafts.where('userId').equals(userId).toArray()).filter((d) => d.pending);
  for (const draft of pending) {
    if (!stillSignedIn(userId)) return false;
    let state: SavedCartState;
    try {
      state = draft.deletedAt
        ? await call(cartRoutes.deleteSaved, { params: { id: draft.id }, query: { at: draft.deletedAt } })
        : await call(cartRoutes.save, { params: { id: draft.id }, body: { name: draft.name, eventId: draft.eventId, lines: draft.lines, savedAt: draft.savedAt } });
    } catch (error) {
      // An id the server holds for someone else (made on another device): the draft is kept under a new one.
      if (error instanceof ApiError && error.status === 404) {
        await rename(draft);
        continue;
      }
      // A saved cart the server refuses as it is (more lines than a saved cart holds) stays on this
      // device, still to send; the other saved carts and the server's list go on without it.
      if (refusedAsItIs(error)) continue;
      return false;
    }
    await settleSaved(draft, state);
  }
  if (!stillSignedIn(userId)) return false;
  const list = await call(cartRoutes.listSaved, {});
  if (!stillSignedIn(userId)) return false;
  await adoptSaved(userId, list);
  return true;
}

/** A 4xx refusal of the request itself, not of the session (401), access (403) or the id (404): sending it again changes nothing. */
const refusedAsItIs = (error: unknown): boolean => error instanceof ApiError && error.isFinalRefusal && ![403, 404].includes(error.status);

async function rename(draft: CartDraftRow): Promise<void> {
  await db.transaction('rw', db.cartDrafts, async () => {
    await db.cartDrafts.delete(draft.id);
    await db.cartDrafts.put({ ...draft, id: crypto.randomUUID(), pending: true });
  });
}

/** The server answered a change: kept unless the draft was changed again meanwhile. */
async function settleSaved(sent: CartDraftRow, state: SavedCartState): Promise<void> {
  await db.transaction('rw', db.cartDrafts, async () => {
    const now = await db.cartDrafts.get(sent.id);
    if (!now || now.savedAt !== sent.savedAt || (now.deletedAt ?? null) !== (sent.deletedAt ?? null)) return;
    if (state.savedCart) await db.cartDrafts.put({ ...now, ...state.savedCart, userId: now.userId, pending: false, deletedAt: null });
    else await db.cartDrafts.delete(sent.id);
  });
}

/** The server's list wins for every saved cart with no change pending on the device. */
async function adoptSaved(userId: number, list: SavedCartList): Promise<void> {
  await db.transaction('rw', db.cartDrafts, async () => {
    const rows = await db.cartDrafts.where('userId').equals(userId).toArray();
    const pendingIds = new Set(rows.filter((r) => r.pending).map((r) => r.id));
    const onServer = new Set(list.items.map((i) => i.id));
    await db.cartDrafts.bulkDelete(rows.filter((r) => !r.pending && !onServer.has(r.id)).map((r) => r.id));
    await db.cartDrafts.bulkPut(list.items.filter((i) => !pendingIds.has(i.id)).map((i) => ({ ...i, userId, pending: false, deletedAt: null })));
  });
}

/**
 * At sign-out, with the token of the session that has just left the page: sends what of the
 * person's cart and saved carts is still waiting here (the cart kept at sign-out above all), so
 * their other devices have it now rather than after their next sign-in on this one. Best effort:
 * what does not go stays pending for that sign-in. Caller: lib/session/logout.ts, before it
 * revokes the session on the server.
 */
export async function sendBeforeSignOut(userId: number, accessToken: string): Promise<void> {
  const auth = { headers: { authorization: `Bearer ${accessToken}` }, skipRefresh: true };
  const sent = await db.cartChanges.where('userId').equals(userId).toArray();
  for (let start = 0; start < sent.length; start += MAX_CART_CHANGES) {
    const chunk = sent.slice(start, start + MAX_CART_CHANGES);
    const view = await call(cartRoutes.merge, { body: { changes: chunk.map(({ productId, quantity, changedAt }) => ({ productId, quantity, changedAt })) }, ...auth });
    // The cart is no longer the person's on this device: only the changes are marked as taken.
    await adoptCart(userId, chunk, view);
  }
  for (const draft of (await db.cartDrafts.where('userId').equals(userId).toArray()).filter((d) => d.pending)) {
    const state = await (draft.deletedAt
      ? call(cartRoutes.deleteSaved, { params: { id: draft.id }, query: { at: draft.deletedAt }, ...auth })
      : call(cartRoutes.save, { params: { id: draft.id }, body: { name: draft.name, eventId: draft.eventId, lines: draft.lines, savedAt: draft.savedAt }, ...auth })
    ).catch((error: unknown) => {
      if (refusedAsItIs(error)) return null;
      throw error;
    });
    if (state) await settleSaved(draft, state);
  }
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Sends a kind of change a moment after the last one, so a run of taps is one request. */
function schedule(userId: number, kind: 'lines' | 'saved'): void {
  const key = `${kind}:${userId}`;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void (kind === 'lines' ? syncCart(userId) : syncSavedCarts(userId));
    }, PUSH_DELAY_MS),
  );
}

/** Pulls (and pushes) the signed-in shopper's cart and saved carts now. */
export function syncCartsNow(): void {
  const user = getSession().user;
  if (!user || !isShopper(user.role)) return;
  void syncCart(user.id);
  void syncSavedCarts(user.id);
}

/**
 * Pushes changes as they are made; pulls when the app comes back into view and when the server
 * answers again. Also keeps the badge's copy of the cart in step with the catalogue (a line whose
 * product leaves it is no longer counted: cart-mirror.ts).
 */
export function startCartSync(): () => void {
  const stopFollowing = followCatalogue();
  const stopChanges = onCartChanged((userId, kind) => {
    if (stillSignedIn(userId)) schedule(userId, kind);
  });
  const stopReconnect = onReconnect(syncCartsNow);
  const onVisible = () => {
    if (document.visibilityState === 'visible') syncCartsNow();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopFollowing();
    stopChanges();
    stopReconnect();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

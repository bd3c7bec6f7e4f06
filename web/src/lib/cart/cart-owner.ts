/**
 * The cart belongs to the signed-in person (a tablet is shared). meta 'cart'.ownerId says whose
 * it is: another person signing in, or anyone signing out, empties it, so the next person starts
 * with an empty cart. The catalogue stays (it belongs to the device) and queued orders stay with
 * their owner in the outbox. Callers: the offline services on every session change, sign-out.
 */
import { mirrorCart } from './cart-mirror';
import { db } from '../db/database';
import { EMPTY_CART_SELECTION, readCartSelection, writeCartSelection } from '../db/meta';

/** Makes the cart `userId`'s: kept when it already is (or has no owner yet), emptied otherwise. */
export async function claimCart(userId: number): Promise<void> {
  const changed = await db.transaction('rw', db.cartLines, db.meta, async () => {
    const selection = await readCartSelection();
    if (selection.ownerId === userId) return false;
    // A cart with no owner was filled before carts had one: it is the first person's to keep.
    if (selection.ownerId !== undefined && selection.ownerId !== null) {
      await db.cartLines.clear();
      await writeCartSelection({ ...EMPTY_CART_SELECTION, ownerId: userId });
    } else {
      await writeCartSelection({ ...selection, ownerId: userId });
    }
    return true;
  });
  if (changed) await mirrorCart();
}

/** Signing out: the cart goes with the person (an empty one for whoever comes next). */
export async function releaseCart(): Promise<void> {
  await db.transaction('rw', db.cartLines, db.meta, async () => {
    await db.cartLines.clear();
    await writeCartSelection({ ...EMPTY_CART_SELECTION, ownerId: null });
  });
  await mirrorCart();
}

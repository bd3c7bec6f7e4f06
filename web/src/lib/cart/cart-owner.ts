/**
 * The cart belongs to the signed-in person (a tablet is shared). meta 'cart'.ownerId says whose
 * it is. Signing out keeps the person's cart as a saved cart named with the moment, then empties
 * the device's cart without telling the server (the server keeps the person's cart: decision
 * 033); the next person starts with an empty cart. The person's next sign-in on this device puts
 * that saved cart's lines back until the server's cart (cart-sync.ts) is pulled over them, so
 * with no network they find their cart as they left it. The catalogue stays (it belongs to the
 * device) and queued orders stay with their owner in the outbox. Callers: the offline services
 * on every session change, sign-out.
 */
import { mirrorCart } from './cart-mirror';
import { saveDraft } from './cart-drafts';
import { db } from '../db/database';
import { EMPTY_CART_SELECTION, readCartSelection, writeCartSelection } from '../db/meta';

/** meta key: per person, the saved cart their last sign-out on this device made. */
const LEFT_KEY = 'cart-left-at-sign-out';
type Left = Record<string, string>;

const readLeft = async (): Promise<Left> => ((await db.meta.get(LEFT_KEY))?.value as Left | undefined) ?? {};

/**
 * Makes the cart `userId`'s: kept when it already is (or has no owner yet), emptied otherwise.
 * An empty cart taken over gets the lines of the saved cart the person's last sign-out made here.
 */
export async function claimCart(userId: number): Promise<void> {
  const changed = await db.transaction('rw', db.cartLines, db.meta, db.cartDrafts, async () => {
    const selection = await readCartSelection();
    if (selection.ownerId === userId) return false;
    // A cart with no owner was filled before carts had one: it is the first person's to keep.
    if (selection.ownerId !== undefined && selection.ownerId !== null) {
      await db.cartLines.clear();
      await writeCartSelection({ ...EMPTY_CART_SELECTION, ownerId: userId });
    } else {
      await writeCartSelection({ ...selection, ownerId: userId });
    }
    const left = await readLeft();
    const draftId = left[String(userId)];
    if (draftId !== undefined) {
      delete left[String(userId)];
      await db.meta.put({ key: LEFT_KEY, value: left });
      const draft = await db.cartDrafts.get(draftId);
      if (draft && !draft.deletedAt && draft.userId === userId && (await db.cartLines.count()) === 0) {
        const now = Date.now();
        // Not recorded as changes: these are the server's lines already (or will be, with the
        // changes still waiting here), and the server's cart wins over them once pulled.
        await db.cartLines.bulkPut(draft.lines.map((l, i) => ({ ...l, addedAt: new Date(now + i).toISOString() })));
        if (draft.eventId !== null) await writeCartSelection({ ...(await readCartSelection()), eventId: draft.eventId });
      }
    }
    return true;
  });
  if (changed) await mirrorCart();
}

/**
 * Signing out: a non-empty cart is kept as a saved cart named `draftName` (no question asked),
 * then the device's cart is emptied for whoever comes next. The server's cart is left as it is.
 */
export async function releaseCart(userId?: number, draftName?: string): Promise<void> {
  if (userId !== undefined && draftName && (await db.cartLines.count()) > 0) {
    const { draft } = await saveDraft(userId, draftName, (await readCartSelection()).eventId);
    const left = await readLeft();
    await db.meta.put({ key: LEFT_KEY, value: { ...left, [String(userId)]: draft.id } });
  }
  await db.transaction('rw', db.cartLines, db.meta, async () => {
    await db.cartLines.clear();
    await writeCartSelection({ ...EMPTY_CART_SELECTION, ownerId: null });
  });
  await mirrorCart();
}

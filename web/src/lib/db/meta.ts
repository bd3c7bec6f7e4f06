/** Typed reads and writes of the meta table (sync cursor, cart selection). */
import { db } from './database';
import type { CartSelection, CatalogueMeta } from './rows';

const CATALOGUE_KEY = 'catalogue';
const CART_KEY = 'cart';

export const EMPTY_CATALOGUE_META: CatalogueMeta = { cursor: 0, lastSyncedAt: null, generation: 0, ownerId: null };
export const EMPTY_CART_SELECTION: CartSelection = { paymentMethod: null, eventId: null };

export async function readCatalogueMeta(): Promise<CatalogueMeta> {
  const row = await db.meta.get(CATALOGUE_KEY);
  return { ...EMPTY_CATALOGUE_META, ...(row?.value as Partial<CatalogueMeta> | undefined) };
}

export async function writeCatalogueMeta(meta: CatalogueMeta): Promise<void> {
  await db.meta.put({ key: CATALOGUE_KEY, value: meta });
}

export async function readCartSelection(): Promise<CartSelection> {
  const row = await db.meta.get(CART_KEY);
  return { ...EMPTY_CART_SELECTION, ...(row?.value as Partial<CartSelection> | undefined) };
}

export async function writeCartSelection(selection: CartSelection): Promise<void> {
  await db.meta.put({ key: CART_KEY, value: selection });
}

/**
 * How the product list is shown: cards (the grid) or the line sheet (a dense table for typing
 * quantities). Each person's choice is kept on the device in localStorage 'productsView:<user id>',
 * so on a shared tablet one buyer's line sheet does not become the next person's; the URL's ?view=
 * says it for a link or Back, and wins over the remembered choice while it is there.
 * Callers: the product list screen.
 */
export type ProductView = 'grid' | 'sheet';

const keyOf = (userId: number) => `productsView:${userId}`;

/** The view this person chose last on this device; the cards when they never chose. */
export function rememberedView(userId: number | undefined): ProductView {
  if (userId === undefined) return 'grid';
  try {
    return localStorage.getItem(keyOf(userId)) === 'sheet' ? 'sheet' : 'grid';
  } catch {
    // Storage refused (private mode, a full device): the cards, as for someone new.
    return 'grid';
  }
}

export function rememberView(userId: number | undefined, view: ProductView): void {
  if (userId === undefined) return;
  try {
    localStorage.setItem(keyOf(userId), view);
  } catch {
    // Not remembered: the URL still holds the choice for this visit.
  }
}

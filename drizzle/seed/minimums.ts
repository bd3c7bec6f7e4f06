/**
 * Demo vendor minimums: a few active vendors ship only from an order value ($150, $250 or $500),
 * so the cart's minimum progress can be seen in the demo. Vendors of the first products a shopper
 * meets (the start of the name-sorted list) are left without one, so the first taps on the demo
 * still make an order that can be placed. Chosen from the seed data alone: the same every time.
 */
const MINIMUMS_CENTS = [25_000, 50_000, 15_000] as const;
/** Products from the start of the list whose vendors keep no minimum: more than a first page. */
const FIRST_PRODUCTS = 40;

export function vendorMinimums(products: ReadonlyArray<{ name: string; vendorId: number; isActive?: boolean }>, activeVendorIds: readonly number[]): Map<number, number> {
  const active = products.filter((p) => p.isActive !== false);
  // Both the plain and the language-aware order, whichever the screen sorts by.
  const first = new Set<number>();
  for (const compare of [(a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0), (a: string, b: string) => a.localeCompare(b)]) {
    for (const p of [...active].sort((a, b) => compare(a.name, b.name)).slice(0, FIRST_PRODUCTS)) first.add(p.vendorId);
  }
  const minimums = new Map<number, number>();
  activeVendorIds
    .filter((id) => !first.has(id))
    .filter((_, i) => i % 3 === 0)
    .forEach((id, k) => minimums.set(id, MINIMUMS_CENTS[k % MINIMUMS_CENTS.length]!));
  return minimums;
}

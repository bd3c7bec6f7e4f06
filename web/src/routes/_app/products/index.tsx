import { createFileRoute } from '@tanstack/react-router';
import { listScreen } from '../../../features/catalogue/list-screen';
import { parseProductSearch, type ProductSearch } from '../../../features/catalogue/components/product-search';

export const Route = createFileRoute('/_app/products/')({
  validateSearch: (raw: Record<string, unknown>): ProductSearch => parseProductSearch(raw),
  // The screen waits for its code.
  loader: () => listScreen.load(),
  // The signed-in frame shows the list, which it keeps behind a product's page opened from it
  // (kept-list.tsx, decision 062).
  component: () => null,
});

import type { ComponentType } from 'react';
import { screenCode } from '../../lib/screen-code';
import type { ProductSearch } from './components/product-search';

export type ListScreenComponent = ComponentType<{ search: ProductSearch; onSearchChange: (next: ProductSearch) => void }>;

/** The product list's code: its route waits for it, the signed-in frame renders it (kept-list.tsx). */
export const listScreen = screenCode<ListScreenComponent>(() => import('./components/product-list-page').then((module) => module.ProductListPage));

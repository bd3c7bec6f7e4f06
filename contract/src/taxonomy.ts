/** Categories and tags share one shape and one set of rules (back-office spec 2.9). */
import * as v from 'valibot';
import { optionalText, qBool, pageQuery, sortQuery, type Pagination } from './common';
import { TAXONOMY_SORTS } from './rules';
import { required } from './messages';
import { requireKeys } from './required-keys';

export const taxonomyListQuery = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string('search must be text'), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  isActive: v.optional(qBool('isActive')),
  includeProducts: v.optional(qBool('includeProducts'), false),
  ...sortQuery(TAXONOMY_SORTS),
});
export type TaxonomyListQuery = v.InferOutput<typeof taxonomyListQuery>;

export const taxonomyBody = requireKeys(
  { name: required('Name') },
  v.strictObject({
    name: v.pipe(v.string(required('Name')), v.trim(), v.nonEmpty(required('Name')), v.maxLength(100, 'Name must be at most 100 characters')),
    description: optionalText(500, 'Description must be at most 500 characters'),
  }),
);
export type TaxonomyBody = v.InferInput<typeof taxonomyBody>;
export type TaxonomyInput = v.InferOutput<typeof taxonomyBody>;

export interface TaxonomyItem {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  productCount: number;
  /** Only with includeProducts=true: the attached products' ids and names. */
  products?: Array<{ id: number; name: string }>;
}

export interface CategoryList {
  categories: TaxonomyItem[];
  pagination: Pagination;
}
export interface TagList {
  tags: TaxonomyItem[];
  pagination: Pagination;
}
export interface TaxonomyCount {
  id: number;
  name: string;
  productCount: number;
}

export interface TaxonomyStats {
  total: number;
  active: number;
  inactive: number;
  withProducts: number;
  /** Active ones with the most products, most first (the dashboard's Popular Categories). */
  popular: TaxonomyCount[];
}

/** Categories and tags share one shape and one set of rules (back-office spec 2.9). */
import * as v from 'valibot';
import { idParams, isoMoment, optionalText, paginationAnswer, qBool, pageQuery, sortQuery } from './common';
import { flatBody } from './guards';
import { route } from './route';
import { ADMINS, EVERYONE, SUPER_ADMINS, TAXONOMY_SORTS } from './rules';
import { rule } from './field-rules';

export const taxonomyListQuery = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string('search must be text'), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  isActive: v.optional(qBool('isActive')),
  includeProducts: v.optional(qBool('includeProducts'), false),
  ...sortQuery(TAXONOMY_SORTS),
});
export type TaxonomyListQuery = v.InferOutput<typeof taxonomyListQuery>;

export const taxonomyBody = flatBody(
  { name: 'NAME_REQUIRED' },
  v.strictObject({
    name: v.pipe(v.string(rule('NAME_REQUIRED')), v.trim(), v.nonEmpty(rule('NAME_REQUIRED')), v.maxLength(100, rule('NAME_TOO_LONG'))),
    description: optionalText(500, rule('DESCRIPTION_TOO_LONG')),
  }),
);
export type TaxonomyBody = v.InferInput<typeof taxonomyBody>;
export type TaxonomyInput = v.InferOutput<typeof taxonomyBody>;

export const taxonomyItem = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  isActive: v.boolean(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  productCount: v.number(),
  /** Only with includeProducts=true: the attached products' ids and names. */
  products: v.optional(v.array(v.strictObject({ id: v.number(), name: v.string() }))),
});
export type TaxonomyItem = v.InferOutput<typeof taxonomyItem>;

export const categoryList = v.strictObject({ categories: v.array(taxonomyItem), pagination: paginationAnswer });
export type CategoryList = v.InferOutput<typeof categoryList>;
export const tagList = v.strictObject({ tags: v.array(taxonomyItem), pagination: paginationAnswer });
export type TagList = v.InferOutput<typeof tagList>;

const taxonomyCount = v.strictObject({ id: v.number(), name: v.string(), productCount: v.number() });
export type TaxonomyCount = v.InferOutput<typeof taxonomyCount>;

export const taxonomyStats = v.strictObject({
  total: v.number(),
  active: v.number(),
  inactive: v.number(),
  withProducts: v.number(),
  /** Active ones with the most products, most first (the dashboard's Popular Categories). */
  popular: v.array(taxonomyCount),
});
export type TaxonomyStats = v.InferOutput<typeof taxonomyStats>;

/**
 * The routes of categories and of tags: one shape, declared once for both. The spec toggles a
 * category with PUT and a tag with PATCH (back-office spec, API list), hence `toggle`.
 */
function taxonomyRoutes<const P extends '/categories' | '/tags', const T extends 'PUT' | 'PATCH', const L extends typeof categoryList | typeof tagList>(
  path: P,
  toggle: T,
  list: L,
) {
  const tag = path.slice(1) as P extends `/${infer Name}` ? Name : never;
  const one = `${path}/:id` as const;
  return {
    list: route({ method: 'GET', path, access: EVERYONE, tag, summary: `List ${tag}; shoppers see active ones only`, query: taxonomyListQuery, answer: list, errors: [] }),
    // The admin dashboard's overview cards read the stats, so every admin may.
    stats: route({ method: 'GET', path: `${path}/stats`, access: ADMINS, tag, summary: `Counts of ${tag} and the most used`, answer: taxonomyStats, errors: [] }),
    create: route({ method: 'POST', path, access: SUPER_ADMINS, tag, summary: `Create one of the ${tag}`, body: taxonomyBody, answer: taxonomyItem, status: 201, errors: ['NAME_EXISTS'] }),
    update: route({ method: 'PUT', path: one, access: SUPER_ADMINS, tag, summary: `Rename or describe one of the ${tag}`, params: idParams, body: taxonomyBody, answer: taxonomyItem, errors: ['NOT_FOUND', 'NAME_EXISTS'] }),
    activate: route({ method: toggle, path: `${one}/activate`, access: SUPER_ADMINS, tag, summary: 'Activate', params: idParams, answer: taxonomyItem, errors: ['NOT_FOUND'] }),
    deactivate: route({ method: toggle, path: `${one}/deactivate`, access: SUPER_ADMINS, tag, summary: 'Deactivate', params: idParams, answer: taxonomyItem, errors: ['NOT_FOUND'] }),
    remove: route({ method: 'DELETE', path: one, access: SUPER_ADMINS, tag, summary: 'Delete one that no product uses', params: idParams, answer: null, errors: ['NOT_FOUND', 'HAS_PRODUCTS'] }),
  };
}

export const categoryRoutes = taxonomyRoutes('/categories', 'PUT', categoryList);
export const tagRoutes = taxonomyRoutes('/tags', 'PATCH', tagList);

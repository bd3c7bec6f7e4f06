import * as v from 'valibot';
import { taxonomyBody, type TaxonomyBody, type TaxonomyItem } from '@portal/contract/taxonomy';

export interface TaxonomyFormValues {
  name: string;
  description: string;
}

export const emptyTaxonomy: TaxonomyFormValues = { name: '', description: '' };

export const taxonomyToForm = (item: TaxonomyItem): TaxonomyFormValues => ({ name: item.name, description: item.description ?? '' });

/** The contract's schema carries the messages ('Name is required', the length limits). */
export function validateTaxonomy(values: TaxonomyFormValues): { errors: Record<string, string> } | { body: TaxonomyBody } {
  const body = { name: values.name.trim(), description: values.description.trim() };
  const result = v.safeParse(taxonomyBody, body);
  if (result.success) return { body };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

import * as v from 'valibot';
import { taxonomyBody, type TaxonomyBody, type TaxonomyItem } from '@portal/contract/taxonomy';
import { ApiError } from '../../../lib/api/api-error';
import { fieldErrorTexts, issueTexts } from '../../../lib/i18n/errors';
import { t } from '../../../lib/i18n/i18n';
import { messageOf } from '../kit/format';
import type { TaxonomyKind } from './taxonomy-api';

export interface TaxonomyFormValues {
  name: string;
  description: string;
}

export const emptyTaxonomy: TaxonomyFormValues = { name: '', description: '' };

export const taxonomyToForm = (item: TaxonomyItem): TaxonomyFormValues => ({ name: item.name, description: item.description ?? '' });

/** The field errors of a refused save (the server checks with the same schema), by rule in the current language. */
export const taxonomyFieldErrors = (error: unknown): Record<string, string> => fieldErrorTexts(error);

/** The contract's schema holds the rules ('Name is required', the length limits), worded by code in the current language. */
export function validateTaxonomy(values: TaxonomyFormValues): { errors: Record<string, string> } | { body: TaxonomyBody } {
  const body = { name: values.name.trim(), description: values.description.trim() };
  const result = v.safeParse(taxonomyBody, body);
  if (result.success) return { body };
  return { errors: issueTexts(result.issues) };
}

/** A refused save: a name already taken, which the server words by kind, else the server's reason. */
export function taxonomySaveError(kind: TaxonomyKind, error: unknown): string {
  if (error instanceof ApiError && error.code === 'NAME_EXISTS') return t(`admin.taxonomy.${kind}.nameExists`);
  return messageOf(error, t(`admin.taxonomy.${kind}.saveFailed`));
}

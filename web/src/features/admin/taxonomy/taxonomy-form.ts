import * as v from 'valibot';
import { required, tooLong } from '@portal/contract/messages';
import { taxonomyBody, type TaxonomyBody, type TaxonomyItem } from '@portal/contract/taxonomy';
import { ApiError } from '../../../lib/api/api-error';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { messageOf } from '../kit/format';
import type { TaxonomyKind } from './taxonomy-api';

export interface TaxonomyFormValues {
  name: string;
  description: string;
}

export const emptyTaxonomy: TaxonomyFormValues = { name: '', description: '' };

export const taxonomyToForm = (item: TaxonomyItem): TaxonomyFormValues => ({ name: item.name, description: item.description ?? '' });

/** The contract schema's field messages (English, as it gives them) and their catalogue keys. */
const fieldMessageKeys = new Map<string, MessageKey>([
  [required('Name'), 'admin.taxonomy.errors.nameRequired'],
  [tooLong('Name', 100), 'admin.taxonomy.errors.nameMax'],
  [tooLong('Description', 500), 'admin.taxonomy.errors.descriptionMax'],
]);
/** A schema message in the current language; one the catalogue lacks as it is. */
const fieldMessage = (message: string) => {
  const key = fieldMessageKeys.get(message);
  return key ? t(key) : message;
};

/** The field errors of a refused save (the server checks with the same schema), in the current language. */
export const taxonomyFieldErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, fieldMessage(message)]));

/** The contract's schema carries the messages ('Name is required', the length limits), shown in the current language. */
export function validateTaxonomy(values: TaxonomyFormValues): { errors: Record<string, string> } | { body: TaxonomyBody } {
  const body = { name: values.name.trim(), description: values.description.trim() };
  const result = v.safeParse(taxonomyBody, body);
  if (result.success) return { body };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = fieldMessage(issue.message);
  }
  return { errors };
}

/** A refused save: a name already taken, which the server words by kind, else the server's reason. */
export function taxonomySaveError(kind: TaxonomyKind, error: unknown): string {
  if (error instanceof ApiError && error.code === 'NAME_EXISTS') return t(`admin.taxonomy.${kind}.nameExists`);
  return messageOf(error, t(`admin.taxonomy.${kind}.saveFailed`));
}

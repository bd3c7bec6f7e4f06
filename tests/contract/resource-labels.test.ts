/**
 * Every label a resource description shows on screen has its words in both web catalogues, and
 * every exported field its header words in both CSV header catalogues (decision 038).
 */
import { describe, expect, it } from 'vitest';
import * as resources from '@portal/contract/resources';
import { columnOf, detailOf, type ResourceDescription } from '@portal/contract/resource';
import { CSV_HEADERS } from '@portal/api/texts/csv-headers';
import enAdmin from '@portal/web/lib/i18n/locales/en/admin.ts';
import esAdmin from '@portal/web/lib/i18n/locales/es/admin.ts';

const descriptions: ResourceDescription[] = Object.values(resources);
const web = { en: enAdmin, es: esAdmin } as Record<'en' | 'es', Record<string, string>>;

function screenLabels(d: ResourceDescription): string[] {
  return d.fields.flatMap((f) => {
    const column = columnOf(f);
    const detail = detailOf(f);
    const shown = column || detail || f.form;
    return [...(shown ? [f.label] : []), column?.label, detail?.label, detail?.section, f.form?.label, f.form?.help, f.form?.empty].filter((k): k is string => Boolean(k));
  });
}

describe('resource descriptions', () => {
  it.each(['en', 'es'] as const)('word every label shown on screen in the %s catalogue', (lang) => {
    const missing = descriptions.flatMap((d) => screenLabels(d).filter((key) => !web[lang][key]));
    expect(missing).toEqual([]);
  });

  it.each(['en', 'es'] as const)('head every exported field in the %s CSV catalogue', (lang) => {
    const missing = descriptions.flatMap((d) => d.fields.filter((f) => f.csv && !CSV_HEADERS[lang][f.label]).map((f) => `${d.name}.${f.key}`));
    expect(missing).toEqual([]);
  });

  it('name each field once per description', () => {
    for (const d of descriptions) expect(new Set(d.fields.map((f) => f.key)).size).toBe(d.fields.length);
  });
});

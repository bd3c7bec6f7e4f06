/**
 * Every back-office list's filters are declared in the contract's descriptions (decision 055): each
 * filter a list's address carries is a filter place of the description its screen draws from (or
 * one of the few a screen keeps as its own, named here with the decision that keeps it), and every
 * screen that draws filter controls or chips passes a description imported from the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listFilters, type ResourceDescription } from '@portal/contract/resource';
import * as resources from '@portal/contract/resources';

const root = fileURLToPath(new URL('../..', import.meta.url));
const admin = join(root, 'web/src/features/admin');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
const source = (file: string) => readFileSync(file, 'utf8');
const at = (file: string) => relative(root, file).replaceAll('\\', '/');

/**
 * Each list's address, by the file that writes it, and the description its filters come from.
 * `own`: the filters a screen draws itself, not places of a field: the orders' range of days and
 * payment status (decision 047), the reports' days and tab (a report, not a list of records).
 */
const LISTS: Record<string, { description?: ResourceDescription; own?: readonly string[] }> = {
  'users/users-search.ts': { description: resources.USER_RESOURCE },
  'chapters/chapters-search.ts': { description: resources.CHAPTER_RESOURCE },
  'events/events-search.ts': { description: resources.EVENT_RESOURCE },
  'orders/orders-search.ts': { description: resources.ORDER_RESOURCE, own: ['paymentStatus', 'startDate', 'endDate'] },
  'vendors/vendors-search.ts': { description: resources.VENDOR_RESOURCE },
  'products/products-search.ts': { description: resources.PRODUCT_RESOURCE },
  'taxonomy/taxonomy-search.ts': { description: resources.TAXONOMY_RESOURCE },
  'history/audit-search.ts': { description: resources.AUDIT_RESOURCE },
  'reports/reports-search.ts': { own: ['startDate', 'endDate', 'tab'] },
};

/** The files that write a list's address: an exported object of filters (`{ filters: { ... } }`). */
const addressFiles = filesUnder(admin).filter((f) => /\bexport const \w+ = \{\s*filters:/.test(source(f)));

describe('list filter places', () => {
  it('finds the lists\' addresses, and knows each of them', () => {
    expect(addressFiles.length).toBeGreaterThanOrEqual(Object.keys(LISTS).length);
    const unknown = addressFiles.map((f) => relative(admin, f).replaceAll('\\', '/')).filter((f) => !(f in LISTS));
    expect(unknown, 'a list whose filters are not declared in a contract description').toEqual([]);
  });

  it.each(Object.entries(LISTS))('declares every filter %s carries, and no other', async (file, { description, own = [] }) => {
    const module = (await import(join(admin, file))) as Record<string, unknown>;
    const search = Object.values(module).find((x): x is { filters: Record<string, unknown> } => typeof x === 'object' && x !== null && 'filters' in x);
    const carried = Object.keys(search!.filters).filter((name) => name !== 'search');
    const declared = description ? listFilters(description).map((f) => f.name) : [];
    expect(carried.filter((name) => !declared.includes(name) && !own.includes(name)), 'carried in the address but declared nowhere').toEqual([]);
    expect(declared.filter((name) => !carried.includes(name)), 'declared but not carried in the address').toEqual([]);
  });

  it('has every screen draw its filters from a description imported from the contract', () => {
    const drawn = filesUnder(join(root, 'web/src'))
      .filter((f) => !f.endsWith('kit/described-filters.tsx'))
      .flatMap((f) => {
        const text = source(f);
        const names = [...text.matchAll(/\b(?:describedFilters|describedChipWords)\(\s*(\w+)|<DescribedFilterControls\b[^>]*?\bdescription=\{(\w+)\}/g)].map((m) => m[1] ?? m[2]!);
        const imported = /import \{([^}]*)\} from '@portal\/contract\/resources'/.exec(text)?.[1]?.split(',').map((s) => s.trim()) ?? [];
        return names.map((name) => ({ file: at(f), name, fromContract: imported.includes(name) && name in resources }));
      });
    expect(drawn.length).toBeGreaterThanOrEqual(10);
    expect(drawn.filter((d) => !d.fromContract)).toEqual([]);
  });

  it('leaves no filter place declared in the web', () => {
    const declared = filesUnder(join(root, 'web/src')).filter((f) => /\bfilter: *(\{|true\b|')|\bfiltersOn\(/.test(source(f)));
    expect(declared.map(at)).toEqual([]);
  });
});

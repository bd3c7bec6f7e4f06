/**
 * Each route declaration in @portal/contract reads as the route it names: the params schema holds
 * exactly the path's :params, a body only where the method carries one, a creation's 201 only on
 * a POST, a file only with no envelope, and each error code written once and not among the codes
 * every route may give. The API's own list and the role matrix are held to the same declarations
 * in tests/api/route-contracts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, routeKey, type AnySchema, type RouteContract } from '@portal/contract/route';
import { BULK_RESOURCES, bulkRoutes, EXPORT_FILE_NAMES, exportRoutes } from '@portal/contract/bulk';
import { importRoutes } from '@portal/contract/imports';
import { declaredRoutes } from '@portal/contract/routes';

const declared = declaredRoutes();

/** The keys of an object schema, through any pipe around it. */
function keysOf(schema: AnySchema | undefined): string[] {
  let current = schema as { entries?: Record<string, unknown>; pipe?: unknown[] } | undefined;
  while (current && !current.entries && current.pipe) current = current.pipe[0] as typeof current;
  return Object.keys(current?.entries ?? {}).sort();
}

const pathParams = (contract: RouteContract) => [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]!).sort();

describe('route declarations', () => {
  it('give each route with :params a params schema naming exactly those params', () => {
    const wrong = declared
      .filter((c) => pathParams(c).join() !== keysOf(c.params).join())
      .map((c) => `${routeKey(c)}: path ${pathParams(c).join(', ') || 'none'}, schema ${keysOf(c.params).join(', ') || 'none'}`);
    expect(wrong).toEqual([]);
  });

  it('declare a body only for POST, PUT and PATCH, and a 201 only for POST', () => {
    expect(declared.filter((c) => c.body && (c.method === 'GET' || c.method === 'DELETE')).map(routeKey)).toEqual([]);
    expect(declared.filter((c) => c.status === 201 && c.method !== 'POST').map(routeKey)).toEqual([]);
  });

  it('answer a file only where no envelope is answered', () => {
    expect(declared.filter((c) => c.file && c.answer !== null).map(routeKey)).toEqual([]);
  });

  it('list each of their own error codes once and none of the codes every route may give', () => {
    const common = new Set<string>(COMMON_ERROR_CODES);
    const wrong = declared.flatMap((c) =>
      c.errors.filter((code, i) => common.has(code) || c.errors.indexOf(code) !== i || !/^[A-Z][A-Z_]*$/.test(code)).map((code) => `${routeKey(c)}: ${code}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give every route an answer: a schema, or null for an empty envelope or a file, which only a GET answers', () => {
    expect(declared.filter((c) => c.answer === undefined).map(routeKey)).toEqual([]);
    expect(declared.filter((c) => c.file && c.method !== 'GET').map(routeKey)).toEqual([]);
  });

  it('declare a bulk action for each list that has them, an export for each list and an import with its template', () => {
    const keys = new Set(declared.map(routeKey));
    const expected = [
      ...BULK_RESOURCES.map((name) => routeKey(bulkRoutes[name])),
      ...Object.keys(EXPORT_FILE_NAMES).map((name) => `GET /${name}/export.csv`),
      ...Object.values(importRoutes).map(routeKey),
    ];
    expect(expected.filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.values(exportRoutes).map((c) => c.file)).toEqual(Object.keys(EXPORT_FILE_NAMES).map(() => 'text/csv'));
  });

  it('name their group and say in one line what they do', () => {
    expect(declared.filter((c) => !c.tag.trim() || !c.summary.trim() || c.summary.includes('\n')).map(routeKey)).toEqual([]);
  });
});

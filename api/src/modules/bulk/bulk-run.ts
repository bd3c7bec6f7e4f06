/**
 * The generic part of a bulk request and of a CSV export: which rows a request names (its ids, or
 * every row its filter matches, read page by page through the list's own service), and running an
 * action on each row through the same service call the single action uses, so roles, rules and
 * audit records are the single action's own. One row's refusal never stops the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { BULK_MAX, type BulkBody, type BulkFailure, type BulkResult } from '@portal/contract/bulk';
import { MAX_PAGE_SIZE } from '@portal/contract/rules';
import { AppError, ValidationError } from '../../lib/errors';
import { fieldRefusalsOf } from '../../lib/validation';
import { UNCHANGED } from './unchanged';

/** One page of a list as the list's service answers it. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export type ListPage<Row, Q> = (query: Q & { page: number; limit: number }) => Promise<Page<Row>>;

/** Every row the query matches, page by page (MAX_PAGE_SIZE at a time); `stop` ends early. */
export async function* eachRow<Row, Q>(list: ListPage<Row, Q>, query: Q, stop?: () => boolean): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const { rows, total } = await list({ ...query, page, limit: MAX_PAGE_SIZE });
    for (const row of rows) yield row;
    if (rows.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= total || stop?.()) return;
  }
}

/** A list filter sent in a bulk body, checked with the list's query schema (field errors under filter.*). */
export function parseFilter<Q>(schema: v.GenericSchema<unknown, Q>, filter: Record<string, unknown>): Q {
  const { page: _page, limit: _limit, ...rest } = filter;
  const result = v.safeParse(schema, rest);
  if (result.success) return result.output;
  const refused = fieldRefusalsOf(result.issues, schema);
  const errors = Object.fromEntries(Object.entries(refused.errors).map(([k, m]) => [`filter.${k}`, m]));
  const rules = Object.fromEntries(Object.entries(refused.rules).map(([k, r]) => [`filter.${k}`, r]));
  throw new ValidationError(Object.values(errors)[0] ?? 'filter is not valid', errors, undefined, 'VALIDATION_FAILED', rules);
}

/**
 * The ids a bulk body names: its own, or those of every row its filter matches (at most BULK_MAX),
 * with their names then (the admin has not seen those rows, so a refusal names them).
 */
export async function idsOf<Row, Q>(
  body: BulkBody,
  schema: v.GenericSchema<unknown, Q>,
  list: ListPage<Row, Q>,
  rowRef: (row: Row) => { id: number; label: string },
): Promise<{ ids: number[]; labels: Map<number, string> }> {
  const labels = new Map<number, string>();
  if (body.ids) return { ids: body.ids, labels };
  const query = parseFilter(schema, body.filter ?? {});
  const first = await list({ ...query, page: 1, limit: 1 });
  if (first.total > BULK_MAX) {
    throw ValidationError.ofField('filter', { code: 'BULK_FILTER_TOO_WIDE', figures: { max: BULK_MAX } }, `The filter matches ${first.total} rows; a bulk action may touch at most ${BULK_MAX}. Narrow the filter.`);
  }
  const ids: number[] = [];
  for await (const row of eachRow(list, query)) {
    const { id, label } = rowRef(row);
    ids.push(id);
    labels.set(id, label);
  }
  return { ids, labels };
}

/** A refusal's figures (a status, a count) that a client may word in its own language. */
function isFigures(data: unknown): data is Record<string, string | number> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/**
 * Runs the action on each id in turn: a row it changed is done, a row already as asked (the action
 * answered UNCHANGED) unchanged, and a refusal is recorded with the server's message and code.
 */
export async function runEach(action: string, { ids, labels }: { ids: number[]; labels: Map<number, string> }, work: (id: number) => Promise<unknown>, log: FastifyBaseLogger): Promise<BulkResult> {
  const succeeded: number[] = [];
  const unchanged: number[] = [];
  const failed: BulkFailure[] = [];
  for (const id of ids) {
    try {
      if ((await work(id)) === UNCHANGED) unchanged.push(id);
      else succeeded.push(id);
    } catch (error) {
      const label = labels.get(id);
      if (error instanceof AppError && error.statusCode < 500) {
        const data = error.details?.data;
        failed.push({ id, ...(label ? { label } : {}), message: error.message, code: error.code, ...(isFigures(data) ? { data } : {}) });
      } else {
        log.error({ err: error, id, action }, 'bulk action failed on a row');
        failed.push({ id, ...(label ? { label } : {}), message: 'Could not be changed; try again', code: 'INTERNAL_ERROR' });
      }
    }
  }
  return { action, requested: ids.length, succeeded, unchanged, failed };
}

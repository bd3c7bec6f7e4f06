import type { FastifyInstance } from 'fastify';
import type { ForbiddenReason } from '@portal/contract/refusal-figures';
import { bulkRoutes, exportRoutes, type BulkBody, type BulkResource, type ExportExtras } from '@portal/contract/bulk';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { idsOf, runEach } from './bulk-run';
import { CSV_STREAM_COMPRESSION, sendCsvStream } from './csv-stream';
import { LIST_RESOURCES, type ListResource } from './resources';

/**
 * POST /<list>/bulk: one action on many rows (by ids or by the list's filter), answering per row;
 * GET /<list>/export.csv: the rows the list's filters match (or the asked ids among them) as CSV.
 * Both are served from their declarations (contract/src/bulk.ts), one per list.
 */
/** Lists whose refusal of a role left out has words of its own (the rest: the guard's). */
const DENIED: Partial<Record<ListResource['name'], ForbiddenReason>> = { users: 'MANAGE_USERS' };

export default async function bulkRoutesPlugin(app: FastifyInstance) {
  for (const resource of LIST_RESOURCES) {
    const options = { ...(DENIED[resource.name] ? { denied: DENIED[resource.name] } : {}) };
    serve(app, exportRoutes[resource.name], async ({ request, reply, query: asked }) => {
      const { ids, lang, page: _page, limit: _limit, ...query }: ExportExtras & Record<string, unknown> = asked;
      const caller = { db: app.db, user: currentUser(request) };
      const rows = resource.exportRows?.(caller, query, ids);
      return sendCsvStream(reply, { base: resource.name, lang, columns: resource.columns, list: resource.list(caller), query, ids, idOf: resource.idOf, rows });
    }, { ...options, compress: CSV_STREAM_COMPRESSION });

    const actions = resource.actions;
    if (!actions) continue;
    serve(app, bulkRoutes[resource.name as BulkResource], async ({ request, body: sent }) => {
      const body: BulkBody = sent;
      const caller = { db: app.db, user: currentUser(request), ip: request.ip };
      const rows = await idsOf(body, resource.query, resource.list(caller), (row) => ({ id: resource.idOf(row), label: resource.labelOf(row) }));
      const run = actions[body.action]!;
      const result = await runEach(body.action, rows, (id) => run(caller, id, body), request.log);
      return ok(result, `${result.succeeded.length} of ${result.requested} done`);
    }, options);
  }
}

import type { FastifyInstance } from 'fastify';
import { BULK_ACTIONS, bulkBody, exportQuery, type BulkBody, type BulkResource, type ExportExtras } from '@portal/contract/bulk';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { idsOf, runEach } from './bulk-run';
import { sendCsvStream } from './csv-stream';
import { LIST_RESOURCES } from './resources';

/**
 * POST /<list>/bulk: one action on many rows (by ids or by the list's filter), answering per row;
 * GET /<list>/export.csv: the rows the list's filters match (or the asked ids among them) as CSV.
 */
export default async function bulkRoutes(app: FastifyInstance) {
  for (const resource of LIST_RESOURCES) {
    const config = { access: resource.access, ...(resource.deniedMessage ? { deniedMessage: resource.deniedMessage } : {}) };
    const tags = [resource.name];

    app.get(`/${resource.name}/export.csv`, { config, schema: { tags, summary: `The ${resource.name} matching the filters as CSV`, querystring: exportQuery(resource.query) } }, async (request, reply) => {
      const { ids, lang, page: _page, limit: _limit, ...query } = request.query as ExportExtras & Record<string, unknown>;
      const caller = { db: app.db, user: currentUser(request) };
      return sendCsvStream(reply, { base: resource.name, lang, columns: resource.columns, list: resource.list(caller), query, ids, idOf: resource.idOf });
    });

    const actions = resource.actions;
    if (!actions) continue;
    const names = BULK_ACTIONS[resource.name as BulkResource];
    app.post(`/${resource.name}/bulk`, { config, schema: { tags, summary: `One action on many ${resource.name}`, body: bulkBody(names) } }, async (request) => {
      const body = request.body as BulkBody;
      const caller = { db: app.db, user: currentUser(request), ip: request.ip };
      const rows = await idsOf(body, resource.query, resource.list(caller), (row) => ({ id: resource.idOf(row), label: resource.labelOf(row) }));
      const run = actions[body.action]!;
      const result = await runEach(body.action, rows, (id) => run(caller, id, body), request.log);
      return ok(result, `${result.succeeded.length} of ${result.requested} done`);
    });
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPORT_FILE_NAMES, reportRoutes } from '@portal/contract/reports';
import { csvFileName } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import * as service from './reports.service';

function sendCsv(reply: FastifyReply, base: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(base)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export default async function reportRoutesPlugin(app: FastifyInstance) {
  serve(app, reportRoutes.purchases, async ({ query: q, reply }) => {
    const range = service.resolveRange(q.startDate, q.endDate);
    if (q.format === 'csv') return sendCsv(reply, REPORT_FILE_NAMES.purchases, service.csv.purchases((await service.purchases(app.db, range)).rows, q.lang));
    return ok(await service.purchases(app.db, range, { page: q.page, limit: q.limit }));
  });

  serve(app, reportRoutes.categories, async ({ query: q, reply }) => {
    const report = await service.categories(app.db, service.resolveRange(q.startDate, q.endDate));
    return q.format === 'csv' ? sendCsv(reply, REPORT_FILE_NAMES.categories, service.csv.categories(report.rows, q.lang)) : ok(report);
  });

  serve(app, reportRoutes.payments, async ({ query: q, reply }) => {
    const report = await service.payments(app.db, service.resolveRange(q.startDate, q.endDate));
    return q.format === 'csv' ? sendCsv(reply, REPORT_FILE_NAMES.payments, service.csv.payments(report.rows, q.lang)) : ok(report);
  });

  serve(app, reportRoutes.overview, async ({ query: q }) => ok(await service.overview(app.db, service.resolveRange(q.startDate, q.endDate))));
  serve(app, reportRoutes.revenueByDay, async ({ query: q }) => ok({ rows: await service.revenueByDay(app.db, service.resolveRange(q.startDate, q.endDate)) }));
}

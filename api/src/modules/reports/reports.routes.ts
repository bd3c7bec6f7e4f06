import type { FastifyInstance, FastifyReply } from 'fastify';
import { purchaseReportQuery, reportQuery, REPORT_FILE_NAMES, type PurchaseReportQuery, type ReportQuery } from '@portal/contract/reports';
import { csvFileName } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { ADMINS } from '../../plugins/auth';
import * as service from './reports.service';

function sendCsv(reply: FastifyReply, base: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(base)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export default async function reportRoutes(app: FastifyInstance) {
  const config = { access: ADMINS };
  const tags = ['reports'];

  app.get('/reports/purchases', { config, schema: { tags, querystring: purchaseReportQuery } }, async (request, reply) => {
    const q = request.query as PurchaseReportQuery;
    const range = service.resolveRange(q.startDate, q.endDate);
    if (q.format === 'csv') return sendCsv(reply, REPORT_FILE_NAMES.purchases, service.csv.purchases((await service.purchases(app.db, range)).rows));
    return ok(await service.purchases(app.db, range, { page: q.page, limit: q.limit }));
  });

  app.get('/reports/categories', { config, schema: { tags, querystring: reportQuery } }, async (request, reply) => {
    const q = request.query as ReportQuery;
    const report = await service.categories(app.db, service.resolveRange(q.startDate, q.endDate));
    return q.format === 'csv' ? sendCsv(reply, REPORT_FILE_NAMES.categories, service.csv.categories(report.rows)) : ok(report);
  });

  app.get('/reports/payments', { config, schema: { tags, querystring: reportQuery } }, async (request, reply) => {
    const q = request.query as ReportQuery;
    const report = await service.payments(app.db, service.resolveRange(q.startDate, q.endDate));
    return q.format === 'csv' ? sendCsv(reply, REPORT_FILE_NAMES.payments, service.csv.payments(report.rows)) : ok(report);
  });

  app.get('/reports/revenue-by-day', { config, schema: { tags, querystring: reportQuery } }, async (request) => {
    const q = request.query as ReportQuery;
    return ok({ rows: await service.revenueByDay(app.db, service.resolveRange(q.startDate, q.endDate)) });
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, importQuery, PRODUCT_IMPORT_TEMPLATE, VENDOR_IMPORT_TEMPLATE, type ImportQuery, type ImportReport } from '@portal/contract/imports';
import { ok } from '../../lib/envelope';
import { AppError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { ADMINS, currentUser } from '../../plugins/auth';
import { importProducts } from './products-import.service';
import { importVendors } from './vendors-import.service';

const TOO_LARGE = `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
const SEND_CSV = 'Send the CSV file as the request body (text/csv) or as the multipart field "file"';

/** The CSV text of the request: a text/csv body, or the one file of a multipart upload. */
async function csvText(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (!request.isMultipart()) throw new ValidationError(SEND_CSV, { file: SEND_CSV });
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new ValidationError(SEND_CSV, { [part.fieldname]: SEND_CSV });
      }
      const bytes = await part.toBuffer();
      return bytes.toString('utf8');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(TOO_LARGE);
    if (error instanceof AppError) throw error;
    throw new ValidationError('The upload is not valid multipart/form-data', { file: SEND_CSV });
  }
  throw new ValidationError(SEND_CSV, { file: SEND_CSV });
}

export default async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  const importers = { products: importProducts, vendors: importVendors };
  const templates = { products: PRODUCT_IMPORT_TEMPLATE, vendors: VENDOR_IMPORT_TEMPLATE };
  const answer = (report: ImportReport) =>
    report.dryRun
      ? ok(report, `Checked ${report.totalRows} row(s): ${report.errorRows} with errors`)
      : ok(report, `Imported ${report.totalRows} row(s): ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`);

  for (const kind of ['products', 'vendors'] as const) {
    app.get(`/${kind}/import/template`, { config: { access: ADMINS }, schema: { tags: [kind] } }, async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-import-template.csv"`)
        .send(templates[kind]),
    );

    app.post(`/${kind}/import`, { config: { access: ADMINS }, bodyLimit: IMPORT_MAX_BYTES, schema: { tags: [kind], querystring: importQuery } }, async (request) => {
      const { dryRun } = request.query as ImportQuery;
      return answer(await importers[kind](app.db, currentUser(request), await csvText(request), dryRun, request.ip));
    });
  }
}

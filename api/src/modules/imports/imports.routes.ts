import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICE_RULES } from '@portal/contract/field-rule-texts';
import { IMPORT_MAX_BYTES, importRoutes, VENDOR_IMPORT_TEMPLATE, type ImportReport } from '@portal/contract/imports';
import { ok } from '../../lib/envelope';
import { AppError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { importHeaderWords } from '../bulk/resources';
import { importProducts } from './products-import.service';
import { productTemplate } from './template';
import { importVendors } from './vendors-import.service';

const TOO_LARGE = `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
const SEND_CSV = SERVICE_RULES.CSV_FILE_REQUIRED;
const sendCsv = (field = 'file', message: string = SEND_CSV) => ValidationError.ofField(field, { code: 'CSV_FILE_REQUIRED' }, message);

/** The CSV text of the request: a text/csv body, or the one file of a multipart upload. */
async function csvText(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (!request.isMultipart()) throw sendCsv();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw sendCsv(part.fieldname);
      }
      const bytes = await part.toBuffer();
      return bytes.toString('utf8');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(TOO_LARGE, { maxBytes: IMPORT_MAX_BYTES });
    if (error instanceof AppError) throw error;
    throw sendCsv('file', 'The upload is not valid multipart/form-data');
  }
  throw sendCsv();
}

export default async function importRoutesPlugin(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  const importers = { products: importProducts, vendors: importVendors };
  const templates = { products: () => productTemplate(app.db), vendors: async () => VENDOR_IMPORT_TEMPLATE };
  const words = { products: importHeaderWords('products'), vendors: importHeaderWords('vendors') };
  const answer = (report: ImportReport) =>
    report.dryRun
      ? ok(report, `Checked ${report.totalRows} row(s): ${report.errorRows} with errors`)
      : ok(report, `Imported ${report.totalRows} row(s): ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.skipped} skipped`);

  const declared = {
    products: { template: importRoutes.productTemplate, file: importRoutes.products },
    vendors: { template: importRoutes.vendorTemplate, file: importRoutes.vendors },
  };
  for (const kind of ['products', 'vendors'] as const) {
    serve(app, declared[kind].template, async ({ reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-import-template.csv"`)
        .header('cache-control', 'no-store')
        .send(await templates[kind]()),
    );

    serve(app, declared[kind].file, async ({ request, query }) =>
      answer(await importers[kind](app.db, currentUser(request), await csvText(request), { dryRun: query.dryRun, validOnly: query.validOnly, words: words[kind] }, request.ip)),
    { bodyLimit: IMPORT_MAX_BYTES });
  }
}

/** A product's pictures, served from their declaration (contract/src/products.ts, imageRoutes). */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@portal/contract/rules';
import { imageRoutes } from '@portal/contract/products';
import { ok } from '../../lib/envelope';
import { BytesCache } from '../../lib/bytes-cache';
import { AppError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { uploadsStorage } from '../../lib/storage';
import { currentUser } from '../../plugins/auth';
import * as service from './images.service';

const MAX_FILES = 20;
/** Pictures kept in memory per process: a few thousand thumbnails and cards, the ones a show floor asks for. */
const PICTURE_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads every `images` file part into memory (each at most 10 MB, at most 20). */
async function readFiles(request: FastifyRequest): Promise<service.UploadedFile[]> {
  if (!request.isMultipart()) throw ValidationError.ofField('images', { code: 'IMAGES_MULTIPART' }, 'Send the images as multipart/form-data');
  const files: service.UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw ValidationError.ofField(part.fieldname, { code: 'IMAGES_FIELD' }, `Unexpected file field "${part.fieldname}"; use "images"`);
      }
      files.push({ filename: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(`Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, { maxBytes: MAX_IMAGE_BYTES });
    if (code === 'FST_FILES_LIMIT') throw new PayloadTooLargeError(`At most ${MAX_FILES} images can be uploaded at once`, { maxFiles: MAX_FILES });
    if (error instanceof AppError) throw error;
    // Anything else came from reading the body (no boundary, a broken part): the client's fault.
    throw ValidationError.ofField('images', { code: 'IMAGES_MULTIPART' }, 'The upload is not valid multipart/form-data');
  }
  return files;
}

/** Who changes the pictures, for the product's history. */
const actorOf = (request: FastifyRequest): service.Actor => ({ userId: currentUser(request).id, ip: request.ip });

export default async function imageRoutesPlugin(app: FastifyInstance) {
  const storage = uploadsStorage(app.db);
  const pictures = new BytesCache(PICTURE_CACHE_BYTES);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 20, parts: MAX_FILES + 20 } });

  serve(app, imageRoutes.upload, async ({ request, params }) => {
    const files = await readFiles(request);
    const result = await service.upload(app.db, storage, params.id, files, actorOf(request));
    return ok(result, `${result.uploadCount} image(s) uploaded successfully`);
  });
  serve(app, imageRoutes.reorder, async ({ request, params, body }) => ok(await service.reorder(app.db, params.id, body, actorOf(request)), 'Images reordered successfully'));
  serve(app, imageRoutes.update, async ({ request, params, body }) => ok(await service.update(app.db, params.id, params.imageId, body, actorOf(request)), 'Image updated successfully'));
  serve(app, imageRoutes.remove, async ({ request, params }) => {
    await service.remove(app.db, storage, params.id, params.imageId, actorOf(request));
    return ok(null, 'Image deleted successfully');
  });

  // Public so plain <img> tags load it; image ids are not secrets. The URL carries ?v=<content
  // name>, so the bytes under one URL never change: the service worker and any CDN keep them a year.
  serve(app, imageRoutes.variant, async ({ request, reply, params }) => {
    const { etag, read } = await service.variantOf(app.db, storage, pictures, params.imageId, params.variant);
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/webp').send(await read());
  });
}

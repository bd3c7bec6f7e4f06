import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { MAX_IMAGE_BYTES } from '@portal/contract/rules';
import {
  imageParams,
  imageReorderBody,
  imageUpdateBody,
  imageVariantParams,
  type ImageParams,
  type ImageReorderInput,
  type ImageUpdateInput,
  type ImageVariantParams,
} from '@portal/contract/products';
import { ok } from '../../lib/envelope';
import { BytesCache } from '../../lib/bytes-cache';
import { AppError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { uploadsStorage } from '../../lib/storage';
import { ADMINS } from '../../plugins/auth';
import * as service from './images.service';

const MAX_FILES = 20;
/** Pictures kept in memory per process: a few thousand thumbnails and cards, the ones a show floor asks for. */
const PICTURE_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads every `images` file part into memory (each at most 10 MB, at most 20). */
async function readFiles(request: FastifyRequest): Promise<service.UploadedFile[]> {
  if (!request.isMultipart()) throw new ValidationError('Send the images as multipart/form-data', { images: 'Send the images as multipart/form-data' });
  const files: service.UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw new ValidationError(`Unexpected file field "${part.fieldname}"; use "images"`, { [part.fieldname]: 'Use the field "images"' });
      }
      files.push({ filename: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(`Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT') throw new PayloadTooLargeError(`At most ${MAX_FILES} images can be uploaded at once`);
    if (error instanceof AppError) throw error;
    // Anything else came from reading the body (no boundary, a broken part): the client's fault.
    throw new ValidationError('The upload is not valid multipart/form-data', { images: 'Send the images as multipart/form-data' });
  }
  return files;
}

export default async function imageRoutes(app: FastifyInstance) {
  const tags = ['images'];
  const storage = uploadsStorage(app.db);
  const pictures = new BytesCache(PICTURE_CACHE_BYTES);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 20, parts: MAX_FILES + 20 } });

  app.post('/products/:id/images', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request, reply) => {
    const { id } = request.params as IdParams;
    const files = await readFiles(request);
    const result = await service.upload(app.db, storage, id, files);
    return reply.status(201).send(ok(result, `${result.uploadCount} image(s) uploaded successfully`));
  });

  app.patch('/products/:id/images/reorder', { config: { access: ADMINS }, schema: { tags, params: idParams, body: imageReorderBody } }, async (request) =>
    ok(await service.reorder(app.db, (request.params as IdParams).id, request.body as ImageReorderInput), 'Images reordered successfully'),
  );

  app.put('/products/:id/images/:imageId', { config: { access: ADMINS }, schema: { tags, params: imageParams, body: imageUpdateBody } }, async (request) => {
    const { id, imageId } = request.params as ImageParams;
    return ok(await service.update(app.db, id, imageId, request.body as ImageUpdateInput), 'Image updated successfully');
  });

  app.delete('/products/:id/images/:imageId', { config: { access: ADMINS }, schema: { tags, params: imageParams } }, async (request) => {
    const { id, imageId } = request.params as ImageParams;
    await service.remove(app.db, storage, id, imageId);
    return ok(null, 'Image deleted successfully');
  });

  // Public so plain <img> tags load it; image ids are not secrets. The URL carries ?v=<content
  // name>, so the bytes under one URL never change: the service worker and any CDN keep them a year.
  app.get('/images/:imageId/:variant', { config: { access: 'public' }, schema: { tags, params: imageVariantParams } }, async (request, reply) => {
    const { imageId, variant } = request.params as ImageVariantParams;
    const { etag, read } = await service.variantOf(app.db, storage, pictures, imageId, variant);
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/webp').send(await read());
  });
}

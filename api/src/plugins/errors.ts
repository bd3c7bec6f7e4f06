/**
 * One error handler for the whole API: typed AppErrors keep their status, message and field
 * errors; Fastify's own client errors (bad JSON, too large, unsupported type) keep their 4xx
 * status with a plain message; a database that cannot be reached and a request past its time
 * limit are 503 with Retry-After; everything else is a 500 that hides its internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@portal/contract/messages';
import { DEFAULT_BODY_LIMIT } from '../lib/body-limits';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, PayloadTooLargeError, ServiceUnavailableError } from '../lib/errors';

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    const error = unavailable(caught) ?? tooLarge(caught, request.routeOptions.bodyLimit) ?? caught;
    // A failure can come after a static file set its own type and encoding: the answer is JSON.
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      // Shedding a herd of syncs is the plan working (decision 021): one short line each, not a
      // warning with a stack; the request's own line records the 503 too.
      if (error.code === 'SERVER_BUSY') request.log.info({ code: error.code }, error.message);
      else if (error.statusCode === 503) request.log.warn({ err: caught }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      for (const [name, value] of Object.entries(error.details?.headers ?? {})) reply.header(name, value);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
        ...(error.details?.rules ? { rules: error.details.rules } : {}),
        data: error.details?.data ?? null,
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return reply.status(status).send({
        success: false,
        message: clientMessage(error, status),
        code: error.code ?? 'BAD_REQUEST',
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      data: null,
    });
  });
});

/** A database that went away, or a request past its time limit, is a 503 the client may retry. */
function unavailable(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return undefined;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError(MSG.databaseUnavailable, 'DATABASE_UNAVAILABLE');
  return undefined;
}

/**
 * A body past its route's limit is PAYLOAD_TOO_LARGE with the limit in its data (decision 040), as
 * the uploads' own refusals are: one code for every size refusal, which an app words by its figure.
 */
function tooLarge(error: FastifyError | AppError, bodyLimit: number | undefined): AppError | undefined {
  if (error instanceof AppError || error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return undefined;
  return new PayloadTooLargeError('The request body is too large', { maxBytes: bodyLimit ?? DEFAULT_BODY_LIMIT });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 429 ? 'Too many requests. Please wait and try again.' : error.message;
  }
}

/**
 * One error handler for the whole API: typed AppErrors keep their status, message and field
 * errors; Fastify's own client errors (bad JSON, too large, unsupported type) keep their 4xx
 * status with a plain message; everything else is a 500 that hides its internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      for (const [name, value] of Object.entries(error.details?.headers ?? {})) reply.header(name, value);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
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

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 429 ? 'Too many requests. Please wait and try again.' : error.message;
  }
}

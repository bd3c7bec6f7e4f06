/**
 * The JSON body parser: Fastify's own (empty bodies refused, __proto__ and constructor keys
 * refused), after a one-pass check that the body does not nest deeper than JSON_MAX_DEPTH
 * (lib/json-depth.ts). Each route's size limit applies before any of it (lib/body-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';
import { JSON_MAX_DEPTH, jsonTooDeepMessage, nestsDeeperThan } from '../lib/json-depth';

export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new ValidationError(jsonTooDeepMessage(), { body: jsonTooDeepMessage() }, null, 'JSON_TOO_DEEP'), undefined);
      return;
    }
    parse(request, text, done);
  });
});

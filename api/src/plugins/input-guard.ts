/**
 * Text PostgreSQL cannot store never reaches it: a NUL character anywhere in a request's path
 * parameters, query string or JSON body (nested fields and list items included) is refused here,
 * once for every route, with a 400 naming the field. Route schemas then check the rest.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidCharacter } from '@portal/contract/guards';
import { ValidationError } from '../lib/errors';

const MAX_DEPTH = 20;

/** The dot path of the first text holding a NUL character, or null. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const name = key.split('\u0000').join('');
    const here = path ? `${path}.${name}` : name;
    if (key.includes('\u0000')) return here;
    const found = nulPath(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field) throw new ValidationError(`${invalidCharacter(field)} (${field})`, { [field]: invalidCharacter(field) });
  });
});

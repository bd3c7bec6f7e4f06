/**
 * Text PostgreSQL cannot store never reaches it: a NUL character or a lone UTF-16 surrogate
 * anywhere in a request's path parameters, query string or JSON body (nested fields, list items
 * and keys included) is refused here, once for every route, with a 400 naming the field. Route
 * schemas then check the rest; the contract's text schemas refuse the same (guards.ts), so the
 * web's forms do too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasInvalidCharacter } from '@portal/contract/guards';
import { ValidationError } from '../lib/errors';
import { JSON_MAX_DEPTH } from '../lib/json-depth';

/** A key's name as the refusal shows it: its invalid characters dropped. */
const shown = (key: string) => Array.from(key, (c) => (hasInvalidCharacter(c) ? '' : c)).join('');

/** The dot path of the first text (or key) holding a NUL or a lone surrogate, or null. */
export function invalidTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasInvalidCharacter(value) ? path || '_' : null;
  if (typeof value !== 'object' || value === null || depth > JSON_MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${shown(key)}` : shown(key);
    if (hasInvalidCharacter(key)) return here || '_';
    const found = invalidTextPath(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = invalidTextPath(request.params) ?? invalidTextPath(request.query) ?? invalidTextPath(request.body);
    if (field) throw ValidationError.ofRules({ [field]: { code: 'INVALID_CHARACTER' } });
  });
});

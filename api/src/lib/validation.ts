/**
 * Route schemas are valibot schemas from @portal/contract. Fastify calls this compiler for each
 * body, query and params schema; a failure becomes a ValidationError naming every failing field
 * with the contract's message, and a success replaces the request part with the parsed output
 * (coerced numbers, trimmed strings, and no unknown keys).
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ValidationError, type FieldErrors } from './errors';

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;
}

/** The schema of the entry at `path` inside object schemas (through pipes and optional wrappers). */
function entrySchemaAt(root: v.GenericSchema, path: readonly PropertyKey[]): v.GenericSchema | undefined {
  let current: unknown = root;
  for (const key of path) {
    current = unwrap(current);
    const entries = (current as { entries?: Record<PropertyKey, unknown> } | undefined)?.entries;
    if (!entries || !(key in entries)) return undefined;
    current = entries[key];
  }
  return isValibotSchema(current) ? current : undefined;
}

function unwrap(schema: unknown): unknown {
  let current = schema as { pipe?: unknown[]; wrapped?: unknown; type?: string } | undefined;
  for (let i = 0; i < 10 && current; i++) {
    if (current.pipe && current.pipe[0] !== current) current = current.pipe[0] as typeof current;
    else if (current.wrapped) current = current.wrapped as typeof current;
    else break;
  }
  return current;
}

/**
 * A missing key is reported by valibot as an object issue ("Invalid key: Expected ..."); the
 * field's own schema knows the human message (e.g. 'Email is required'), so ask it.
 */
function missingKeyMessage(root: v.GenericSchema | undefined, issue: v.BaseIssue<unknown>): string | undefined {
  if (!root || !issue.path) return undefined;
  const entry = entrySchemaAt(root, issue.path.map((p) => p.key as PropertyKey));
  if (!entry) return undefined;
  const result = v.safeParse(entry, undefined);
  return result.success ? undefined : result.issues[0]?.message;
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[], root?: v.GenericSchema): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    let message = issue.message;
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      message = `Unknown field "${key}" is not allowed`;
    } else if (OBJECT_TYPES.has(issue.type) && issue.input === undefined && issue.path?.length) {
      message = missingKeyMessage(root, issue) ?? `${key} is required`;
    }
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path' };

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`Route ${httpPart ?? ''} schema must be a valibot schema`);
  }
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? (httpPart === 'body' ? undefined : {}));
    if (result.success) return { value: result.output };
    const errors = fieldErrorsOf(result.issues, schema);
    const first = Object.entries(errors)[0];
    const where = partNames[httpPart ?? ''] ?? 'request';
    const message = first ? (first[0] === '_' ? first[1] : `${first[1]} (${first[0]})`) : `Invalid ${where}`;
    return { error: new ValidationError(message, errors) };
  };
};
